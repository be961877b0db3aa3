import { POST_NOT_FOUND_TEXT } from '../../../texts/not-found';
import { buttonVariants } from '../../../components/ui/button';

/** 'Post Not Found' (spec 2): an unknown or unpublished slug, or a lookup that failed. */
export function PostNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{POST_NOT_FOUND_TEXT.title}</h1>
      <p className="mt-3 text-lg text-slate-600">{POST_NOT_FOUND_TEXT.description}</p>
      <a href="/blog" className={buttonVariants({ className: 'mt-6 inline-block' })}>
        {POST_NOT_FOUND_TEXT.back}
      </a>
    </div>
  );
}
