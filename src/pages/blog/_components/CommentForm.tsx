import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useFocusAfterSubmit } from '../../../components/forms/focus-after-submit';
import { FormField, Honeypot } from '../../../components/forms/FormField';
import { inputClass } from '../../../components/ui/input';
import { commentFieldsSchema, type CommentFieldsData, type CommentFieldsInput } from '../../../comments/schema';
import { ApiError, apiJson, serverFieldErrors, serverMessage, showServerFieldErrors } from '../../../lib/api-client';
import { useSubmissionKey } from '../../../components/forms/use-submission-key';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { COMMENT_FORM_TEXT, COMMENT_LABELS, COMMENT_OUTCOME, FORM_TEXT } from '../../../texts/forms';

const empty: CommentFieldsInput = { authorName: '', authorEmail: '', authorWebsite: '', content: '', website: '' };

interface CommentFormProps {
  blogPostId: number;
  /** The comment being replied to, or null for a comment on the post. */
  parent: { id: number; authorName: string } | null;
  /** What was typed here before the form was closed by opening another one, if anything. */
  draft?: CommentFieldsInput;
  /** Keeps what is typed when the form closes because another opened (null: nothing to keep). */
  keepDraft(values: CommentFieldsInput | null): void;
  onCancel(): void;
  onSubmitted(): void;
}

/** The comment form (spec 4 and 5), validated with the API's schema; a reply carries its parent's id. */
export function CommentForm({ blogPostId, parent, draft, keepDraft, onCancel, onSubmitted }: CommentFormProps) {
  const id = useId();
  const { register, handleSubmit, reset, setError, setFocus, getValues, formState } = useForm<
    CommentFieldsInput,
    unknown,
    CommentFieldsData
  >({
    resolver: zodResolver(commentFieldsSchema),
    defaultValues: draft ?? empty,
    shouldFocusError: false, // useFocusAfterSubmit focuses, after server errors too
  });
  const submission = useSubmissionKey(draft?.submissionKey);
  // Closed by Cancel or a sent comment, the text goes; closed because another form opened, it is kept.
  const keep = useRef(true);
  const keepLatest = useRef(keepDraft);
  keepLatest.current = keepDraft;
  // The draft keeps the submission key too: a send of it may have been stored, its answer lost.
  useEffect(
    () => () => keepLatest.current(keep.current ? { ...getValues(), submissionKey: submission.peek() } : null),
    [getValues, submission],
  );
  const close = (then: () => void) => {
    keep.current = false;
    then();
  };
  const { errors, isSubmitting } = formState;
  // Why the server refused, when no field of the form says it: the toast carries the spec's text.
  const [refusal, setRefusal] = useState('');
  useEffect(() => setFocus('authorName'), [setFocus]);

  const submit = useFocusAfterSubmit(
    handleSubmit(async (data) => {
      setRefusal('');
      try {
        await apiJson('/api/comments', 'POST', { ...data, blogPostId, parentId: parent?.id ?? null, submissionKey: submission.current() });
        submission.renew();
        toast(COMMENT_OUTCOME.success);
        reset(empty);
        close(onSubmitted);
      } catch (error) {
        const unshown = showServerFieldErrors(error, Object.keys(empty) as Path<CommentFieldsInput>[], setError);
        // No field to put it beside (a rate limit, a reply to a comment withdrawn meanwhile): say it here.
        if (Object.keys(unshown).length > 0 || Object.keys(serverFieldErrors(error)).length === 0) setRefusal(serverMessage(error, ''));
        // Spec 7 and 8: a refused comment reads 'Failed to submit comment'; a network failure gets the fallback.
        const { title, fallback } = COMMENT_OUTCOME.failure;
        toast({ title, description: error instanceof ApiError ? fallback : FORM_TEXT.tryAgain(fallback), variant: 'destructive' });
      }
    }),
  );

  const heading = parent ? COMMENT_FORM_TEXT.replyHeading(parent.authorName) : COMMENT_FORM_TEXT.heading;
  return (
    <form
      ref={submit.ref}
      onSubmit={submit.onSubmit}
      noValidate
      aria-label={heading}
      className="relative mt-4 space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-5"
    >
      <h3 className="text-lg font-semibold">{heading}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-name`} label={COMMENT_LABELS.authorName} required error={errors.authorName?.message}>
          {(aria) => <input {...aria} type="text" autoComplete="name" className={inputClass} {...register('authorName')} />}
        </FormField>
        <FormField
          id={`${id}-email`}
          label={COMMENT_LABELS.authorEmail}
          required
          hint={COMMENT_FORM_TEXT.emailHint}
          error={errors.authorEmail?.message}
        >
          {(aria) => <input {...aria} type="email" autoComplete="email" className={inputClass} {...register('authorEmail')} />}
        </FormField>
      </div>
      <FormField id={`${id}-website`} label={COMMENT_LABELS.authorWebsite} error={errors.authorWebsite?.message}>
        {(aria) => (
          <input
            {...aria}
            type="url"
            autoComplete="url"
            placeholder="https://"
            className={`${inputClass} placeholder:text-slate-600`}
            {...register('authorWebsite')}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-content`}
        label={COMMENT_LABELS.content}
        required
        hint={COMMENT_FORM_TEXT.contentHint}
        error={errors.content?.message}
      >
        {(aria) => <textarea {...aria} rows={4} className={inputClass} {...register('content')} />}
      </FormField>
      <Honeypot register={register('website')} />
      {refusal && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? FORM_TEXT.submitting : parent ? COMMENT_FORM_TEXT.submitReply : COMMENT_FORM_TEXT.submit}
        </Button>
        <Button variant="secondary" onClick={() => close(onCancel)}>
          {FORM_TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}
