import { formatDate } from '../../utils/dates';
import { CategoryBadge } from './CategoryBadge';

/** Styles for the sanitised body HTML (no typography plugin: the few elements a post may hold). */
const bodyClass =
  'mt-8 space-y-5 text-lg leading-relaxed text-slate-800 ' +
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 ' +
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_a]:text-indigo-700 [&_a]:underline [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 ' +
  '[&_blockquote]:border-l-4 [&_blockquote]:border-indigo-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-50 ' +
  '[&_code]:font-mono [&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-base [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-3 [&_th]:py-2 ' +
  '[&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg';

export interface PostArticleProps {
  title: string;
  category: string;
  author: string;
  publishedAt: Date | string | null;
  readTimeMinutes: number;
  /** Already sanitised by src/blog/render.ts (at build time, or by the API). */
  contentHtml: string;
}

/**
 * A post's header and body. Rendered to static HTML on the prebuilt page, and inside the island that
 * shows a post published after the build.
 */
export function PostArticle({ title, category, author, publishedAt, readTimeMinutes, contentHtml }: PostArticleProps) {
  const iso = publishedAt ? new Date(publishedAt).toISOString() : undefined;
  return (
    <article>
      <header>
        <CategoryBadge category={category} />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-slate-600">
          <span>
            By <span className="font-medium text-slate-800">{author}</span>
          </span>
          {iso ? <time dateTime={iso}>{formatDate(publishedAt, 'long')}</time> : <span>Date unavailable</span>}
          <span>{readTimeMinutes} min read</span>
        </p>
      </header>
      <div className={bodyClass} data-post-body dangerouslySetInnerHTML={{ __html: contentHtml }} />
    </article>
  );
}
