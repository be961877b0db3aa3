import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { apiJson, serverMessage, showServerFieldErrors } from '../../lib/api-client';
import { contactSchema, SUBJECTS, type ContactData, type ContactInput } from '../../schemas/contact';
import { toast } from '../../stores/toast';
import { FormField, Honeypot, inputClass } from './FormField';

const empty: ContactInput = { name: '', email: '', subject: '' as never, message: '', website: '' };

/** The contact form (home #contact), validated with the API's own schema. */
export default function ContactForm() {
  const { register, handleSubmit, reset, setError, formState } = useForm<ContactInput, unknown, ContactData>({
    resolver: zodResolver(contactSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (data) => {
    try {
      await apiJson('/api/contacts', 'POST', data);
      toast({ title: 'Message Sent!', description: "We'll get back to you soon." });
      reset(empty);
    } catch (error) {
      showServerFieldErrors(error, Object.keys(empty) as Path<ContactInput>[], setError);
      toast({ title: 'Failed to Send', description: serverMessage(error, 'Failed to send message'), variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Contact us" className="relative space-y-5 rounded-xl border border-slate-200 bg-slate-50 p-6 shadow-sm">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" required error={errors.name?.message}>
          {(aria) => <input {...aria} type="text" autoComplete="name" className={inputClass} {...register('name')} />}
        </FormField>
        <FormField id="contact-email" label="Email" required error={errors.email?.message}>
          {(aria) => <input {...aria} type="email" autoComplete="email" className={inputClass} {...register('email')} />}
        </FormField>
      </div>
      <FormField id="contact-subject" label="Subject" required error={errors.subject?.message}>
        {(aria) => (
          <select {...aria} className={inputClass} {...register('subject')}>
            <option value="">Select a subject</option>
            {SUBJECTS.map((s) => (
              <option key={s.value} value={s.value}>{s.label}</option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="contact-message" label="Message" required error={errors.message?.message}>
        {(aria) => <textarea {...aria} rows={5} className={inputClass} {...register('message')} />}
      </FormField>
      <Honeypot register={register('website')} />
      <button type="submit" disabled={isSubmitting} className="w-full rounded-md bg-indigo-700 px-5 py-3 font-semibold text-white hover:bg-indigo-800 disabled:cursor-not-allowed disabled:opacity-60">
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
