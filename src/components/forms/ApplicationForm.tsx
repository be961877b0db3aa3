import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { apiFetch, serverMessage, showServerFieldErrors } from '../../lib/api-client';
import { applicationSchema, CV_MESSAGES, DEGREES, INTERESTS, type ApplicationData, type ApplicationInput } from '../../schemas/application';
import { toast } from '../../stores/toast';
import { CvPicker } from './CvPicker';
import { FormField, Honeypot, inputClass } from './FormField';

const empty: ApplicationInput = { firstName: '', lastName: '', email: '', phone: '', degree: '' as never, interest: '', bio: '', consent: false as never, website: '' };

/** The CV application form (home #apply): validated with the API's own schema, posted as multipart. */
export default function ApplicationForm() {
  const { register, handleSubmit, reset, setError, formState } = useForm<ApplicationInput, unknown, ApplicationData>({
    resolver: zodResolver(applicationSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = formState;
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string>();

  const chooseCv = (file: File | null) => {
    setCv(file);
    if (file) setCvError(undefined);
  };

  const submit = handleSubmit(
    async (data) => {
      if (!cv) {
        setCvError(CV_MESSAGES.required);
        return;
      }
      const body = new FormData();
      body.set('applicationData', JSON.stringify(data));
      body.set('cv', cv);
      try {
        await apiFetch('/api/applications', { method: 'POST', body });
        toast({ title: 'Application Submitted!', description: "We'll review your application and contact you within 48 hours." });
        reset(empty);
        setCv(null);
      } catch (error) {
        const { cv: cvMessages } = showServerFieldErrors(error, Object.keys(empty) as Path<ApplicationInput>[], setError);
        if (cvMessages) setCvError(cvMessages[0]);
        toast({ title: 'Submission Failed', description: serverMessage(error, 'Failed to submit application'), variant: 'destructive' });
      }
    },
    () => {
      if (!cv) setCvError(CV_MESSAGES.required);
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label="CV application" className="relative space-y-5 rounded-xl border border-slate-200 bg-slate-50 p-6 shadow-sm">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="firstName" label="First Name" required error={errors.firstName?.message}>
          {(aria) => <input {...aria} type="text" autoComplete="given-name" className={inputClass} {...register('firstName')} />}
        </FormField>
        <FormField id="lastName" label="Last Name" required error={errors.lastName?.message}>
          {(aria) => <input {...aria} type="text" autoComplete="family-name" className={inputClass} {...register('lastName')} />}
        </FormField>
        <FormField id="email" label="Email Address" required error={errors.email?.message}>
          {(aria) => <input {...aria} type="email" autoComplete="email" className={inputClass} {...register('email')} />}
        </FormField>
        <FormField id="phone" label="Phone Number" required error={errors.phone?.message}>
          {(aria) => <input {...aria} type="tel" autoComplete="tel" className={inputClass} {...register('phone')} />}
        </FormField>
        <FormField id="degree" label="Psychology Degree" required error={errors.degree?.message}>
          {(aria) => (
            <select {...aria} className={inputClass} {...register('degree')}>
              <option value="">Select your degree</option>
              {DEGREES.map((d) => (
                <option key={d.value} value={d.value}>{d.label}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="interest" label="Area of Interest" error={errors.interest?.message}>
          {(aria) => (
            <select {...aria} className={inputClass} {...register('interest')}>
              <option value="">Select an area (optional)</option>
              {INTERESTS.map((i) => (
                <option key={i.value} value={i.value}>{i.label}</option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField id="bio" label="About You" hint="Optional: experience, placements or the roles you are hoping for." error={errors.bio?.message}>
        {(aria) => <textarea {...aria} rows={4} className={inputClass} {...register('bio')} />}
      </FormField>
      <CvPicker file={cv} onChange={chooseCv} error={cvError} disabled={isSubmitting} />
      <div>
        <div className="flex items-start gap-3">
          <input
            id="consent"
            type="checkbox"
            className="mt-1 h-5 w-5 rounded border-slate-400 accent-indigo-700"
            aria-invalid={Boolean(errors.consent)}
            aria-describedby={errors.consent ? 'consent-error' : undefined}
            {...register('consent')}
          />
          <label htmlFor="consent" className="text-sm text-slate-800">
            I agree to my data being processed to find me suitable roles, as described in the{' '}
            <a href="/privacy-notice" className="font-medium text-indigo-700 underline">privacy notice</a>.<span className="text-red-700" aria-hidden="true"> *</span>
          </label>
        </div>
        {errors.consent && (
          <p id="consent-error" className="mt-1 text-sm font-medium text-red-700">{errors.consent.message}</p>
        )}
      </div>
      <Honeypot register={register('website')} />
      <button type="submit" disabled={isSubmitting} className="w-full rounded-md bg-indigo-700 px-5 py-3 font-semibold text-white hover:bg-indigo-800 disabled:cursor-not-allowed disabled:opacity-60">
        {isSubmitting ? 'Submitting...' : 'Submit Application'}
      </button>
      <p className="text-center text-sm text-slate-600">We'll review your application and contact you within 48 hours.</p>
    </form>
  );
}
