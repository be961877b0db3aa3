import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { apiJson, serverMessage, showServerFieldErrors } from '../../lib/api-client';
import { SUBJECTS, type Subject } from '../../config/choices';
import { contactSchema, type ContactData, type ContactInput } from '../../schemas/contact';
import { toast } from '../../lib/toast';
import { useFocusAfterSubmit } from './focus-after-submit';
import { ChoiceOptions } from './ChoiceOptions';
import { FormField, Honeypot } from './FormField';
import { inputClass } from '../ui/input';
import { useSubmissionKey } from './use-submission-key';
import { forgetAttribution, storedAttribution } from '../../lib/visit-storage';
import { Button } from '../ui/button';
import { useConfirmation } from './use-confirmation';
import { CONTACT_LABELS as LABELS, CONTACT_OUTCOME, CONTACT_FORM_TEXT } from '../../texts/forms';

const empty: ContactInput = { name: '', email: '', subject: '' as never, message: '', website: '' };

/**
 * The contact form (home #contact), validated with the API's own schema. Without JavaScript the
 * server-rendered form posts its plain fields to the API, which answers with a page. `subject` comes
 * chosen (the data-protection complaint page), in the server's HTML too.
 */
export default function ContactForm({ subject }: { subject?: Subject }) {
  const initial: ContactInput = subject ? { ...empty, subject } : empty;
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<ContactInput, unknown, ContactData>({
    resolver: zodResolver(contactSchema),
    defaultValues: initial,
    shouldFocusError: false, // useFocusAfterSubmit focuses, after server errors too
  });
  const { errors, isSubmitting } = formState;
  const submission = useSubmissionKey();
  const { confirm, confirmation } = useConfirmation('enquiry', () => setFocus('name'));

  const submit = useFocusAfterSubmit(
    handleSubmit(async (data) => {
      try {
        const { id } = await apiJson<{ id?: unknown }>('/api/contacts', 'POST', {
          ...data,
          ...storedAttribution(),
          submissionKey: submission.current(),
        });
        submission.renew();
        forgetAttribution();
        toast(CONTACT_OUTCOME.success);
        reset(initial);
        confirm({ id });
      } catch (error) {
        showServerFieldErrors(error, Object.keys(empty) as Path<ContactInput>[], setError);
        toast({
          title: CONTACT_OUTCOME.failure.title,
          description: serverMessage(error, CONTACT_OUTCOME.failure.fallback),
          variant: 'destructive',
        });
      }
    }),
  );

  if (confirmation) return confirmation;

  return (
    <form
      ref={submit.ref}
      data-attribution
      method="post"
      action="/api/contacts"
      onSubmit={submit.onSubmit}
      noValidate
      aria-label={CONTACT_FORM_TEXT.name}
      className="relative space-y-5 rounded-xl border border-slate-200 bg-slate-50 p-6 shadow-sm"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={LABELS.name} required error={errors.name?.message}>
          {(aria) => <input {...aria} type="text" autoComplete="name" className={inputClass} {...register('name')} />}
        </FormField>
        <FormField id="contact-email" label={LABELS.email} required error={errors.email?.message}>
          {(aria) => <input {...aria} type="email" autoComplete="email" className={inputClass} {...register('email')} />}
        </FormField>
      </div>
      <FormField id="contact-subject" label={LABELS.subject} required error={errors.subject?.message}>
        {(aria) => (
          // defaultValue: the server's HTML shows the chosen subject, for a browser without JavaScript.
          <select {...aria} className={inputClass} defaultValue={initial.subject} {...register('subject')}>
            <option value="">{CONTACT_FORM_TEXT.subjectPlaceholder}</option>
            <ChoiceOptions choices={SUBJECTS} />
          </select>
        )}
      </FormField>
      <FormField id="contact-message" label={LABELS.message} required error={errors.message?.message}>
        {(aria) => <textarea {...aria} rows={5} className={inputClass} {...register('message')} />}
      </FormField>
      <Honeypot register={register('website')} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? CONTACT_FORM_TEXT.sending : CONTACT_FORM_TEXT.submit}
      </Button>
    </form>
  );
}
