import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { demoComments, demoPosts } from './seed-data/blog';
import { demoClosedJobs, demoJobs } from './seed-data/jobs';

async function isEmpty(db: Kysely<Database>, table: 'jobs' | 'blogPosts' | 'comments'): Promise<boolean> {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count) === 0;
}

/** Fills empty tables with demo content (jobs, open and closed, blog posts, comments); leaves a table that has rows alone. */
export async function seedDemoData(db: Kysely<Database>): Promise<{ jobs: number; posts: number; comments: number }> {
  const seeded = { jobs: 0, posts: 0, comments: 0 };
  if (await isEmpty(db, 'jobs')) {
    seeded.jobs = (
      await db
        .insertInto('jobs')
        .values([...demoJobs(), ...demoClosedJobs()])
        .returning('id')
        .execute()
    ).length;
  }
  if (await isEmpty(db, 'blogPosts')) {
    seeded.posts = (await db.insertInto('blogPosts').values(demoPosts()).returning('id').execute()).length;
  }
  if (await isEmpty(db, 'comments')) {
    const posts = new Map((await db.selectFrom('blogPosts').select(['id', 'slug']).execute()).map((p) => [p.slug, p.id]));
    const ids: number[] = [];
    for (const { postSlug, replyTo, ...comment } of demoComments()) {
      const blogPostId = posts.get(postSlug);
      if (blogPostId === undefined) continue;
      const parentId = replyTo === undefined ? null : (ids[replyTo] ?? null);
      const { id } = await db
        .insertInto('comments')
        .values({ ...comment, blogPostId, parentId })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
      seeded.comments++;
    }
  }
  return seeded;
}
