import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { slugify } from '../schemas/slug';
import { ChoiceOptions } from '../components/forms/ChoiceOptions';
import { FormField } from '../components/forms/FormField';
import { inputClass } from '../components/ui/input';
import { BLOG_CATEGORIES, BLOG_FORM_DEFAULT_CATEGORY } from '../config/choices';
import { site } from '../config/site';
import { serverMessage, showServerFieldErrors } from '../lib/api-client';
import { blogPostSchema, type BlogPostData, type BlogPostInput } from '../schemas/blog-post';
import { PostArticle } from '../components/content/PostArticle';
import { adminApi, type PostRow } from './admin-api';
import { publicationOf, publishedAtFor, type PublishMode } from './publication';
import { useLeaveWarning } from './use-leave-warning';
import { LIST_TEXT, POST_FORM_TEXT, SCHEDULE_HINT } from '../texts/admin';
import { dashboardButton } from '../components/ui/button';
import { cardVariants } from '../components/ui/card';

/** The preview's date: what would be sent, or none while the schedule box cannot be used. */
const previewPublishedAt = (publication: ReturnType<typeof publishedAtFor>) =>
  'publishedAt' in publication ? publication.publishedAt : null;

const EMPTY: BlogPostInput = {
  title: '',
  slug: '',
  content: '',
  excerpt: '',
  category: BLOG_FORM_DEFAULT_CATEGORY,
  author: site.recruitmentTeamName,
};

interface PostFormProps {
  post?: PostRow;
  /** Saves; resolves true when saved (the form closes), false to keep what was typed. */
  onSave: (
    values: Omit<BlogPostData, 'publishedAt'> & { publishedAt: string | null },
    setFieldErrors: (error: unknown) => void,
  ) => Promise<boolean>;
  onCancel: () => void;
}

/** Add or edit a post (spec 3: Blog form; spec 4: slug from the title only while creating). */
export function PostForm({ post, onSave, onCancel }: PostFormProps) {
  const { register, handleSubmit, setError, setValue, setFocus, getValues, formState } = useForm<BlogPostInput, unknown, BlogPostData>({
    resolver: zodResolver(blogPostSchema),
    defaultValues: post
      ? {
          title: post.title,
          slug: post.slug,
          content: post.content,
          excerpt: post.excerpt ?? '',
          category: post.category as BlogPostInput['category'],
          author: post.author,
        }
      : EMPTY,
  });
  const { errors, isSubmitting, isDirty } = formState;
  const initial = publicationOf(post?.publishedAt ?? null);
  const [mode, setMode] = useState<PublishMode>(post ? initial.mode : 'publish');
  const [scheduleAt, setScheduleAt] = useState(initial.scheduleAt);
  const [scheduleError, setScheduleError] = useState<string>();
  const [preview, setPreview] = useState<{ contentHtml: string; readTimeMinutes: number } | { error: string }>();
  const heading = POST_FORM_TEXT.heading(post?.title);
  // A slug typed by hand is the admin's choice: the title no longer rewrites it (emptied, it follows again).
  const slugTyped = useRef(false);
  useLeaveWarning(isDirty || mode !== (post ? initial.mode : 'publish') || scheduleAt !== initial.scheduleAt);
  // Opened from a row far down the list, the form is at the top of the tab: focus takes the admin there.
  useEffect(() => setFocus('title'), [setFocus]);

  const submit = handleSubmit(async (data) => {
    const publication = publishedAtFor(mode, scheduleAt, post?.publishedAt ?? null);
    if ('problem' in publication) {
      setScheduleError(publication.problem);
      return;
    }
    setScheduleError(undefined);
    await onSave({ ...data, publishedAt: publication.publishedAt }, (error) =>
      showServerFieldErrors(error, Object.keys(EMPTY) as (keyof BlogPostInput)[], setError),
    );
  });

  const titleField = register('title');
  const slugField = register('slug');
  return (
    <form onSubmit={submit} noValidate aria-label={heading} className={cardVariants({ className: 'space-y-4' })}>
      <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="post-title" label={POST_FORM_TEXT.labels.title} required error={errors.title?.message}>
          {(aria) => (
            <input
              {...aria}
              type="text"
              className={inputClass}
              {...titleField}
              onChange={(e) => {
                void titleField.onChange(e);
                if (!post && !slugTyped.current) setValue('slug', slugify(e.target.value), { shouldValidate: Boolean(errors.slug) });
              }}
            />
          )}
        </FormField>
        <FormField
          id="post-slug"
          label={POST_FORM_TEXT.labels.slug}
          required
          hint={post ? POST_FORM_TEXT.hints.slugEdit : POST_FORM_TEXT.hints.slugNew}
          error={errors.slug?.message}
        >
          {(aria) => (
            <input
              {...aria}
              type="text"
              className={inputClass}
              {...slugField}
              onChange={(e) => {
                slugTyped.current = e.target.value.trim() !== '';
                void slugField.onChange(e);
              }}
            />
          )}
        </FormField>
        <FormField id="post-category" label={POST_FORM_TEXT.labels.category} required error={errors.category?.message}>
          {(aria) => (
            <select {...aria} className={inputClass} {...register('category')}>
              <ChoiceOptions choices={BLOG_CATEGORIES} />
            </select>
          )}
        </FormField>
        <FormField id="post-author" label={POST_FORM_TEXT.labels.author} required error={errors.author?.message}>
          {(aria) => <input {...aria} type="text" className={inputClass} {...register('author')} />}
        </FormField>
      </div>
      <FormField
        id="post-excerpt"
        label={POST_FORM_TEXT.labels.excerpt}
        hint={POST_FORM_TEXT.hints.excerpt}
        error={errors.excerpt?.message}
      >
        {(aria) => <textarea {...aria} rows={2} className={inputClass} {...register('excerpt')} />}
      </FormField>
      <FormField
        id="post-content"
        label={POST_FORM_TEXT.labels.content}
        required
        hint={POST_FORM_TEXT.hints.content}
        error={errors.content?.message}
      >
        {(aria) => <textarea {...aria} rows={12} className={`${inputClass} font-mono text-sm`} {...register('content')} />}
      </FormField>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{POST_FORM_TEXT.publishing}</legend>
        {(
          [
            ['publish', post?.publishedAt && initial.mode === 'publish' ? POST_FORM_TEXT.modes.published : POST_FORM_TEXT.modes.publish],
            ['schedule', POST_FORM_TEXT.modes.schedule],
            ['draft', post?.publishedAt ? POST_FORM_TEXT.modes.unpublish : POST_FORM_TEXT.modes.draft],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name="publish-mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
            {label}
          </label>
        ))}
        {mode === 'schedule' && (
          <FormField id="post-schedule" label={POST_FORM_TEXT.labels.scheduleAt} required hint={SCHEDULE_HINT} error={scheduleError}>
            {(aria) => (
              <input
                {...aria}
                type="datetime-local"
                min="1900-01-01T00:00"
                max="9999-12-31T23:59"
                className={`${inputClass} max-w-xs`}
                value={scheduleAt}
                onChange={(e) => setScheduleAt(e.target.value)}
              />
            )}
          </FormField>
        )}
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={isSubmitting} className={dashboardButton.primary}>
          {isSubmitting ? POST_FORM_TEXT.saving : post ? POST_FORM_TEXT.save : POST_FORM_TEXT.create}
        </button>
        <Dialog.Root onOpenChange={(open) => !open && setPreview(undefined)}>
          <Dialog.Trigger asChild>
            <button
              type="button"
              className={dashboardButton.secondary}
              onClick={async () => {
                try {
                  setPreview(await adminApi.preview(getValues('content') || ' '));
                } catch (error) {
                  setPreview({ error: serverMessage(error, POST_FORM_TEXT.previewFailed) });
                }
              }}
            >
              {POST_FORM_TEXT.preview}
            </button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
            <Dialog.Content className="fixed inset-4 z-50 overflow-y-auto rounded-xl border border-transparent bg-white p-6 shadow-xl sm:inset-10">
              <div className="flex items-center justify-between gap-4 border-b border-slate-200 pb-3">
                <Dialog.Title className="text-sm font-semibold uppercase tracking-wide text-slate-600">
                  {POST_FORM_TEXT.preview}
                </Dialog.Title>
                <Dialog.Close className={dashboardButton.secondary}>{POST_FORM_TEXT.closePreview}</Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">{POST_FORM_TEXT.previewDescription}</Dialog.Description>
              <div className="mx-auto mt-6 max-w-3xl" data-testid="post-preview">
                {!preview ? (
                  <p>{POST_FORM_TEXT.rendering}</p>
                ) : 'error' in preview ? (
                  <p role="alert" className="text-red-800">
                    {preview.error}
                  </p>
                ) : (
                  <PostArticle
                    title={getValues('title') || POST_FORM_TEXT.untitled}
                    category={getValues('category') ?? BLOG_FORM_DEFAULT_CATEGORY}
                    author={getValues('author')}
                    publishedAt={previewPublishedAt(publishedAtFor(mode, scheduleAt, post?.publishedAt ?? null))}
                    readTimeMinutes={preview.readTimeMinutes}
                    contentHtml={preview.contentHtml}
                  />
                )}
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        <button type="button" onClick={onCancel} className={dashboardButton.secondary}>
          {LIST_TEXT.cancel}
        </button>
      </div>
    </form>
  );
}
