import { sql } from 'kysely';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveApplication, saveContact } from '../../src/candidates/store';
import { acceptFile, CV_UPLOAD } from '../../src/uploads/purposes';
import { emailHash, ERASED_COMMENT } from '../../src/subject-requests/personal-data';
import { deletePost } from '../../src/blog/posts';
import { COMMENT_DIGEST_TEMPLATE, queueCommentDigest } from '../../src/notifications/comment-digest';
import { commentDigest } from '../../src/texts/emails';
import { renderMail } from '../../src/notifications/render';
import { useSignedInAdmin } from '../support/admin-session';
import { validApplication } from '../support/application-request';
import { realPdf } from '../support/files';
import { tablesContaining } from '../support/tables-containing';

const { db, admin } = useSignedInAdmin();

const PERSON = 'Priya.Shah@Example.com';
const MARKER = 'PRIYA-CV-MARKER-7731';
const OTHER = 'someone.else@example.com';
/** Another person whose address contains Priya's: none of their data is hers. */
const NEAR = 'raj.priya.shah@example.com';

const request = (action: string, json: unknown) => admin('POST', `/api/admin/subject-requests/${action}`, { json });

beforeAll(async () => {
  const cv = (name: string, text: string) => acceptFile(CV_UPLOAD, { fileName: name, data: realPdf(text) });
  await saveApplication(
    db(),
    { ...validApplication, firstName: 'Priya', lastName: 'Shah', email: PERSON, website: '' } as never,
    cv('Priya Shah CV.pdf', MARKER),
  );
  await saveApplication(
    db(),
    { ...validApplication, firstName: 'Priya', lastName: 'Shah', email: 'priya.shah@example.com ', website: '' } as never,
    cv('second.pdf', `${MARKER}-2`),
  );
  await saveApplication(db(), { ...validApplication, email: OTHER, website: '' } as never, cv('other.pdf', 'Other person'));
  await saveApplication(db(), { ...validApplication, firstName: 'Raj', email: NEAR, website: '' } as never, cv('raj.pdf', 'Raj'));
  await saveContact(db(), {
    name: 'Priya Shah',
    email: 'PRIYA.SHAH@example.com',
    subject: 'candidate',
    message: 'Do you have roles in Leeds?',
  } as never);
  await saveContact(db(), { name: 'Someone', email: OTHER, subject: 'general', message: 'Hello' } as never);
  const { id: postId } = await db()
    .insertInto('blogPosts')
    .values({ title: 'Post', slug: 'subject-post', content: 'Body', author: 'Team', publishedAt: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: commentId } = await db()
    .insertInto('comments')
    .values({ blogPostId: postId, authorName: 'Priya', authorEmail: PERSON, content: 'A comment from Priya here.', isApproved: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('comments')
    .values({ blogPostId: postId, authorName: 'Someone', authorEmail: OTHER, content: 'A comment from someone else.', isApproved: true })
    .execute();
  await db()
    .insertInto('comments')
    .values({
      blogPostId: postId,
      parentId: commentId,
      authorName: 'Someone',
      authorEmail: OTHER,
      content: 'A reply to Priya.',
      isApproved: true,
    })
    .execute();
  // The day's digest, as the consultant gets it: it quotes Priya's comment and someone else's, by name, not address.
  const waiting = await db()
    .selectFrom('comments')
    .select(['authorName', 'content', 'createdAt'])
    .where('parentId', 'is', null)
    .orderBy('id')
    .execute();
  const digest = renderMail(
    commentDigest(
      waiting.map((c) => ({ ...c, postTitle: 'Post' })),
      waiting.length,
      { origin: 'https://example.com' },
    ),
  );
  await db()
    .insertInto('outbox')
    .values({
      topic: 'comment-digest:2026-11-24',
      template: COMMENT_DIGEST_TEMPLATE,
      recipient: 'team@example.com',
      replyTo: null,
      ...digest,
    })
    .execute();
  // Another person's enquiry that gives Priya's address: it is theirs, not hers.
  await saveContact(db(), {
    name: 'Bob',
    email: 'bob@example.org',
    subject: 'general',
    message: `Please call my friend ${PERSON}`,
  } as never);
});

const everywhere = (needle: string) => tablesContaining(db(), needle);

describe('subject requests', () => {
  it('finds everything held about an address, whatever its case', async () => {
    const { status, body } = await request('search', { email: ' priya.shah@EXAMPLE.com ' });
    expect(status).toBe(200);
    expect(body.counts).toEqual({
      applications: 2,
      cvFiles: 2,
      contacts: 1,
      comments: 1,
      jobAlerts: 0,
      clientContacts: 0,
      pendingBriefs: 0,
      emails: 7,
      registrations: 0,
    });
    expect(body.applications.map((a: { email: string }) => a.email.trim().toLowerCase())).toEqual([
      'priya.shah@example.com',
      'priya.shah@example.com',
    ]);
    expect(body.cvFiles.map((c: { fileName: string }) => c.fileName)).toEqual(['Priya Shah CV.pdf', 'second.pdf']);
    expect(body.contacts[0].message).toBe('Do you have roles in Leeds?');
    expect(body.comments[0]).toMatchObject({ content: 'A comment from Priya here.', postTitle: 'Post' });
  });

  it('downloads it as one zip: the JSON and the CVs byte for byte', async () => {
    // Her enquiry is a data-protection complaint: how it stands is her data too.
    await db()
      .updateTable('contacts')
      .set({ complaintMarkedAt: '2026-11-20T10:00:00Z' })
      .where('message', '=', 'Do you have roles in Leeds?')
      .execute();
    const { res, status } = await request('download', { email: PERSON });
    expect(status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const data = JSON.parse(strFromU8(files['personal-data.json']));
    expect(data.applications).toHaveLength(2);
    expect(data.contacts).toHaveLength(1);
    expect(data.contacts[0]).toMatchObject({
      complaintMarkedAt: '2026-11-20T10:00:00.000Z',
      complaintAcknowledgedAt: null,
      complaintAnsweredAt: null,
    });
    expect(data.comments).toHaveLength(1);
    expect(data.emails.map((m: { template: string }) => m.template).sort()).toEqual([
      'application-consultant',
      'application-consultant',
      'application-receipt',
      'application-receipt',
      'comment-digest',
      'enquiry-consultant',
      'enquiry-receipt',
    ]);
    expect(JSON.stringify(data)).not.toContain(NEAR);
    // Of the digest, only what it said about her; nothing of the enquiry Bob sent naming her address.
    const digest = data.emails.find((m: { template: string }) => m.template === COMMENT_DIGEST_TEMPLATE);
    expect(digest.text).toContain('Priya on "Post"');
    expect(digest.text).toContain('A comment from Priya here.');
    expect(JSON.stringify(data)).not.toContain('A comment from someone else.');
    expect(JSON.stringify(data)).not.toContain('Please call my friend');
    for (const cv of data.cvFiles) {
      const stored = await db()
        .selectFrom('cvFiles')
        .select('data')
        .where('applicationId', '=', cv.applicationId)
        .executeTakeFirstOrThrow();
      expect(Buffer.from(files[cv.archivePath]).equals(Buffer.from(stored.data))).toBe(true);
    }
    expect(Object.keys(files).sort()).toEqual(
      [
        'cvs/' + data.cvFiles[0].applicationId + '-Priya Shah CV.pdf',
        'cvs/' + data.cvFiles[1].applicationId + '-second.pdf',
        'personal-data.json',
      ].sort(),
    );
  });

  it('refuses an erasure whose confirmation differs', async () => {
    const { status, body } = await request('erasure', { email: PERSON, confirmEmail: OTHER });
    expect(status).toBe(400);
    expect(body.errors.confirmEmail).toEqual(['Type the same email address to confirm']);
    // Priya's two, and Raj's, whose address contains hers.
    expect((await everywhere(PERSON)).applications).toBe(3);
  });

  it('erases nothing when the erasure cannot be recorded: data is never gone without a record of it', async () => {
    await sql`alter table subject_requests add constraint refuse_new_rows check (false) not valid`.execute(db());
    try {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { status } = await request('erasure', { email: PERSON, confirmEmail: PERSON });
      error.mockRestore();
      expect(status).toBe(500);
      expect(await everywhere(MARKER)).toEqual({ cv_files: 2 });
    } finally {
      await sql`alter table subject_requests drop constraint refuse_new_rows`.execute(db());
    }
  });

  it('erases it all, leaving nothing in any table, and keeps other people’s data', async () => {
    const { status, body } = await request('erasure', { email: PERSON, confirmEmail: PERSON.toLowerCase() });
    expect(status).toBe(200);
    expect(body.counts).toEqual({
      applications: 2,
      cvFiles: 2,
      contacts: 1,
      comments: 1,
      jobAlerts: 0,
      clientContacts: 0,
      pendingBriefs: 0,
      emails: 7,
      registrations: 0,
    });
    // What still contains Priya's address as text is other people's: Raj's application, his two emails, and
    // his person and address (docs/decisions/people.md), Bob's enquiry naming her and its email to the consultant.
    expect(await everywhere(PERSON)).toEqual({ applications: 1, contacts: 1, outbox: 3, people: 1, person_emails: 1 });
    // The digest that quoted her comment is gone (with the other comment it quoted; that comment stays).
    expect(await everywhere('Priya on "Post"')).toEqual({});
    expect(await everywhere('A comment from someone else.')).toEqual({ comments: 1 });
    expect(await everywhere(MARKER)).toEqual({});
    expect(await everywhere('Do you have roles in Leeds?')).toEqual({});
    expect(await everywhere('A comment from Priya here.')).toEqual({});
    // The other person's application, enquiry, comments, emails and person remain: their reply to her comment
    // stays, under what her comment has become.
    expect(await everywhere(OTHER)).toEqual({ applications: 1, contacts: 1, comments: 2, outbox: 4, people: 1, person_emails: 1 });
    const reply = await db().selectFrom('comments').select('parentId').where('content', '=', 'A reply to Priya.').executeTakeFirstOrThrow();
    expect(
      await db()
        .selectFrom('comments')
        .select(['authorName', 'authorEmail', 'authorWebsite', 'content'])
        .where('id', '=', reply.parentId!)
        .executeTakeFirst(),
    ).toEqual(ERASED_COMMENT);
    expect(await everywhere(NEAR)).toEqual({ applications: 1, outbox: 2, people: 1, person_emails: 1 });
  });

  it('records each request (what, when, by whom) with the address only as a hash', async () => {
    const { status, body } = await admin('GET', '/api/admin/subject-requests');
    expect(status).toBe(200);
    expect(body.map((r: { kind: string }) => r.kind)).toEqual(['erasure', 'download', 'search']);
    expect(body[0]).toMatchObject({
      adminEmail: 'admin@example.com',
      emailHash: emailHash(PERSON),
      counts: {
        applications: 2,
        cvFiles: 2,
        contacts: 1,
        comments: 1,
        jobAlerts: 0,
        clientContacts: 0,
        pendingBriefs: 0,
        emails: 7,
        registrations: 0,
      },
    });
    expect(body[0].emailHash).not.toContain('priya');
  });

  it("keeps the thread of a comment others replied to, at any depth, and erases the rest of the person's comments", async () => {
    const ANA = 'ana@example.com';
    const { id: postId } = await db().selectFrom('blogPosts').select('id').where('slug', '=', 'subject-post').executeTakeFirstOrThrow();
    const add = async (authorEmail: string, content: string, parentId: number | null = null) =>
      (
        await db()
          .insertInto('comments')
          .values({ blogPostId: postId, parentId, authorName: authorEmail.split('@')[0], authorEmail, content, isApproved: true })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const answered = await add(ANA, 'Ana asks.');
    const followUp = await add(ANA, 'Ana adds.', answered);
    await add(OTHER, 'Someone answers Ana.', followUp);
    const alone = await add(ANA, 'Ana alone.');
    await add(ANA, 'Ana answers herself.', alone);

    const { body } = await request('erasure', { email: ANA, confirmEmail: ANA });
    expect(body.counts.comments).toBe(4);
    const left = await db()
      .selectFrom('comments')
      .select(['id', 'content'])
      .where('id', 'in', [answered, followUp, alone])
      .orderBy('id')
      .execute();
    expect(left).toEqual([
      { id: answered, content: ERASED_COMMENT.content },
      { id: followUp, content: ERASED_COMMENT.content },
    ]);
    expect(await everywhere('Someone answers Ana.')).toEqual({ comments: 1 });
    expect(await everywhere(ANA)).toEqual({});
    expect(await everywhere('Ana answers herself.')).toEqual({});
  });

  // After the request log's test: PGlite's own clock follows the faked one, so this download is logged in June.
  it('names the download by the UK date', async () => {
    // Half past midnight BST: the UK's 1 July, UTC's 30 June.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-30T23:30:00Z') });
    const { res, status } = await request('download', { email: OTHER }).finally(() => vi.useRealTimers());
    expect(status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="personal-data-2026-07-01\.zip"/);
  });

  it('refuses an invalid address and an unknown action', async () => {
    expect((await request('search', { email: 'not-an-email' })).status).toBe(400);
    expect((await request('forget', { email: PERSON })).status).toBe(404);
  });
});

describe('comment digests, once a comment they quote is deleted or erased', () => {
  const DAY = 86_400_000;
  const digests = () =>
    db().selectFrom('outbox').select(['text', 'status']).where('template', '=', COMMENT_DIGEST_TEMPLATE).orderBy('id').execute();
  const waiting = async (authorEmail: string, content: string, parentId: number | null = null) => {
    const { id: blogPostId } = await db().selectFrom('blogPosts').select('id').where('slug', '=', 'subject-post').executeTakeFirstOrThrow();
    return (
      await db()
        .insertInto('comments')
        .values({ blogPostId, parentId, authorName: authorEmail.split('@')[0], authorEmail, content, isApproved: false })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  };

  beforeEach(async () => {
    // Each test starts with no comment waiting and no digest.
    await db().updateTable('comments').set({ isApproved: true }).where('isApproved', '=', false).execute();
    await db().deleteFrom('outbox').where('template', '=', COMMENT_DIGEST_TEMPLATE).execute();
  });

  it('deleting a comment in the dashboard deletes the digests that quoted it or its replies, so none is left for an erasure to miss', async () => {
    const LENA = 'lena@example.com';
    const lena = await waiting(LENA, 'Lena asks about cold calling.');
    await waiting('omar@example.com', 'Omar answers Lena.', lena);
    await waiting('vic@example.com', 'Vic waits on her own.');
    expect(await queueCommentDigest(db())).toBe(true);
    await db().updateTable('outbox').set({ status: 'sent' }).where('template', '=', COMMENT_DIGEST_TEMPLATE).execute();

    const { status } = await admin('DELETE', `/api/comments/${lena}`);
    expect(status).toBe(200);
    expect(await digests()).toEqual([]);
    expect(await everywhere('Lena asks about cold calling.')).toEqual({});
    expect(await everywhere('Omar answers Lena.')).toEqual({});
    // Her erasure, asked for later, finds nothing left.
    const { body } = await request('erasure', { email: LENA, confirmEmail: LENA });
    expect(body.counts).toEqual({
      applications: 0,
      cvFiles: 0,
      contacts: 0,
      comments: 0,
      jobAlerts: 0,
      clientContacts: 0,
      pendingBriefs: 0,
      emails: 0,
      registrations: 0,
    });
  });

  it('deleting a post deletes the digests that quoted its comments', async () => {
    const { id: blogPostId } = await db()
      .insertInto('blogPosts')
      .values({ title: 'Doomed', slug: 'doomed-post', content: 'Body', author: 'Team', publishedAt: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: parentId } = await db()
      .insertInto('comments')
      .values({ blogPostId, authorName: 'Nia', authorEmail: 'nia@example.com', content: 'Nia on a doomed post.', isApproved: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('comments')
      .values({
        blogPostId,
        parentId,
        authorName: 'Tom',
        authorEmail: 'tom@example.com',
        content: 'Tom replies to Nia.',
        isApproved: false,
      })
      .execute();
    expect(await queueCommentDigest(db())).toBe(true);
    expect(await deletePost(db(), blogPostId)).toBe(true);
    expect(await digests()).toEqual([]);
    expect(await everywhere('Nia on a doomed post.')).toEqual({});
  });

  it.each([
    ['not yet sent', 'pending', true],
    ['already sent', 'sent', false],
  ] as const)(
    'erasing a comment from a digest %s: the other comments it listed go in the next digest only if it was never sent',
    async (_label, status, toldAgain) => {
      const TOM = 'tom@example.com';
      await waiting(TOM, 'Tom wonders about SDR roles.');
      await waiting('uma@example.com', 'Uma asks about salaries.');
      expect(await queueCommentDigest(db())).toBe(true);
      await db().updateTable('outbox').set({ status }).where('template', '=', COMMENT_DIGEST_TEMPLATE).execute();

      const { body } = await request('erasure', { email: TOM, confirmEmail: TOM });
      expect(body.counts).toMatchObject({ comments: 1, emails: 1 });
      expect(await digests()).toEqual([]);

      expect(await queueCommentDigest(db(), { now: new Date(Date.now() + DAY) })).toBe(toldAgain);
      if (toldAgain) {
        const [next] = await digests();
        expect(next.text).toContain('Uma asks about salaries.');
        expect(next.text).not.toContain('Tom wonders');
      }
    },
  );
});
