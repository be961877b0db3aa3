import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type MouseEvent } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { apiFetch, serverMessage, showServerFieldErrors } from '../../lib/api-client';
import { needsStaging, stageUpload } from '../../lib/staged-upload';
import { DEGREES, INTERESTS } from '../../config/choices';
import { applicationSchema, CV_UPLOAD_PURPOSE, type ApplicationData, type ApplicationInput } from '../../schemas/application';
import { toast } from '../../lib/toast';
import { useConfirmation } from './use-confirmation';
import { JobAlertSignUp } from '../job-alerts/JobAlertSignUp';
import type { JobAlertOffer } from '../../job-alerts/criteria';
import { CvPicker } from './CvPicker';
import { useFocusAfterSubmit } from './focus-after-submit';
import { ChoiceOptions } from './ChoiceOptions';
import { FormField, Honeypot } from './FormField';
import { inputClass } from '../ui/input';
import { useSubmissionKey } from './use-submission-key';
import { forgetAttribution, storedAttribution } from '../../lib/visit-storage';
import { Button } from '../ui/button';
import {
  APPLICATION_LABELS as LABELS,
  APPLICATION_OUTCOME,
  CV_MESSAGES,
  APPLICATION_FORM_TEXT,
  FORM_TEXT,
  ROLE_MESSAGES,
} from '../../texts/forms';

/**
 * The role a job page's form applies for (docs/decisions/forms-and-uploads.md): the job's id, and its title and company to name it;
 * `alert` the job alert the sent state offers (jobs like this one; docs/decisions/job-alerts.md).
 */
export interface ApplicationRole {
  jobId: number;
  title: string;
  company: string;
  alert?: JobAlertOffer;
}

const empty: ApplicationInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  degree: '' as never,
  interest: '',
  bio: '',
  consent: false as never,
  website: '',
};

/**
 * The CV application form (home #apply, and each job page's #apply with the job's `role`): validated with the API's own schema, posted as multipart; a CV
 * too large for one request through Netlify is staged in parts first and referenced by its upload id.
 * Without JavaScript the server-rendered form posts itself (method, action, enctype and field names are
 * the API's plain fields) and the API answers with a page.
 */
export default function ApplicationForm({
  role: jobRole,
  pageAlert,
}: {
  role?: ApplicationRole;
  /** The id of the page's own job alert sign-up, hidden while the sent state offers its own (one offer). */
  pageAlert?: string;
} = {}) {
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<ApplicationInput, unknown, ApplicationData>({
    resolver: zodResolver(applicationSchema),
    defaultValues: empty,
    // It would focus in registration order (consent first); useFocusAfterSubmit follows page order, CV included.
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = formState;
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string>();
  const submission = useSubmissionKey();
  // The role applied for: the page's, until the person chooses to apply generally instead.
  const [role, setRole] = useState(jobRole);
  const [roleError, setRoleError] = useState<string>();
  // The sent state offers job alerts: for jobs like the role applied for, or all new jobs.
  const { confirm, confirmation } = useConfirmation(
    'application',
    () => setFocus('firstName'),
    <JobAlertSignUp source="application-confirmation" {...role?.alert} id="application-job-alert" />,
  );
  const sent = confirmation !== null;
  useEffect(() => {
    const own = pageAlert ? document.getElementById(pageAlert) : null;
    if (own) own.hidden = sent;
  }, [pageAlert, sent]);
  const applyGenerally = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setRole(undefined);
    setRoleError(undefined);
    setFocus('firstName');
  };

  const chooseCv = (file: File | null) => {
    setCv(file);
    if (file) setCvError(undefined);
  };

  // Every send judges the CV afresh, as react-hook-form does the other fields: a message the server gave
  // for an earlier send must not outlive the answer it came with (nor a later success).
  const judgeCv = () => setCvError(cv ? undefined : CV_MESSAGES.required);

  const submit = useFocusAfterSubmit(
    handleSubmit(async (data) => {
      judgeCv();
      if (!cv) return;
      const body = new FormData();
      body.set(
        'applicationData',
        JSON.stringify({ ...data, ...storedAttribution(), jobId: role?.jobId, submissionKey: submission.current() }),
      );
      setRoleError(undefined);
      try {
        if (needsStaging(cv)) body.set('uploadId', await stageUpload(cv, CV_UPLOAD_PURPOSE));
        else body.set('cv', cv);
        const res = await apiFetch('/api/applications', { method: 'POST', body });
        const { id } = (await res.json().catch(() => ({}))) as { id?: unknown };
        submission.renew();
        forgetAttribution();
        toast(APPLICATION_OUTCOME.success);
        reset(empty);
        setCv(null);
        confirm({ id });
      } catch (error) {
        const { cv: cvMessages, jobId: roleMessages } = showServerFieldErrors(
          error,
          Object.keys(empty) as Path<ApplicationInput>[],
          setError,
        );
        if (cvMessages) setCvError(cvMessages[0]);
        if (roleMessages) setRoleError(roleMessages[0]);
        toast({
          title: APPLICATION_OUTCOME.failure.title,
          description: serverMessage(error, APPLICATION_OUTCOME.failure.fallback),
          variant: 'destructive',
        });
      }
    }, judgeCv),
  );

  if (confirmation) return confirmation;

  return (
    <form
      ref={submit.ref}
      data-attribution
      method="post"
      action="/api/applications"
      encType="multipart/form-data"
      onSubmit={submit.onSubmit}
      noValidate
      aria-label={APPLICATION_FORM_TEXT.name}
      className="relative space-y-5 rounded-xl border border-slate-200 bg-slate-50 p-6 shadow-sm"
    >
      {role && (
        <div className="rounded-lg border border-indigo-200 bg-indigo-50 p-4" data-application-role>
          <p className="font-semibold text-indigo-900">{ROLE_MESSAGES.applying(role.title, role.company)}</p>
          {roleError && (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700">
              {roleError}
            </p>
          )}
          <p className="mt-1 text-sm text-slate-700">
            <a href="/#application" onClick={applyGenerally} className="font-medium text-indigo-700 underline">
              {ROLE_MESSAGES.general}
            </a>{' '}
            {ROLE_MESSAGES.generalHint}
          </p>
          <input type="hidden" name="jobId" value={role.jobId} />
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="firstName" label={LABELS.firstName} required error={errors.firstName?.message}>
          {(aria) => <input {...aria} type="text" autoComplete="given-name" className={inputClass} {...register('firstName')} />}
        </FormField>
        <FormField id="lastName" label={LABELS.lastName} required error={errors.lastName?.message}>
          {(aria) => <input {...aria} type="text" autoComplete="family-name" className={inputClass} {...register('lastName')} />}
        </FormField>
        <FormField id="email" label={LABELS.email} required error={errors.email?.message}>
          {(aria) => <input {...aria} type="email" autoComplete="email" className={inputClass} {...register('email')} />}
        </FormField>
        <FormField id="phone" label={LABELS.phone} required error={errors.phone?.message}>
          {(aria) => <input {...aria} type="tel" autoComplete="tel" className={inputClass} {...register('phone')} />}
        </FormField>
        <FormField id="degree" label={LABELS.degree} required error={errors.degree?.message}>
          {(aria) => (
            <select {...aria} className={inputClass} {...register('degree')}>
              <option value="">{APPLICATION_FORM_TEXT.degreePlaceholder}</option>
              <ChoiceOptions choices={DEGREES} />
            </select>
          )}
        </FormField>
        <FormField id="interest" label={LABELS.interest} error={errors.interest?.message}>
          {(aria) => (
            <select {...aria} className={inputClass} {...register('interest')}>
              <option value="">{APPLICATION_FORM_TEXT.interestPlaceholder}</option>
              <ChoiceOptions choices={INTERESTS} />
            </select>
          )}
        </FormField>
      </div>
      <FormField id="bio" label={LABELS.bio} hint={APPLICATION_FORM_TEXT.bioHint} error={errors.bio?.message}>
        {(aria) => <textarea {...aria} rows={4} className={inputClass} {...register('bio')} />}
      </FormField>
      <CvPicker file={cv} onChange={chooseCv} error={cvError} disabled={isSubmitting} />
      <div>
        <div className="flex items-start gap-3">
          <input
            id="consent"
            type="checkbox"
            className="mt-1 h-5 w-5 rounded border-slate-400 accent-indigo-700"
            aria-required="true"
            aria-invalid={Boolean(errors.consent)}
            aria-describedby={errors.consent ? 'consent-error' : undefined}
            {...register('consent')}
          />
          <label htmlFor="consent" className="text-sm text-slate-800">
            I agree to my data being processed to find me suitable roles, as described in the{' '}
            <a href="/privacy-notice" className="font-medium text-indigo-700 underline">
              privacy notice
            </a>
            .
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
        </div>
        {errors.consent && (
          <p id="consent-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.consent.message}
          </p>
        )}
      </div>
      <Honeypot register={register('website')} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? FORM_TEXT.submitting : APPLICATION_FORM_TEXT.submit}
      </Button>
      <p className="text-center text-sm text-slate-600">{APPLICATION_OUTCOME.success.description}</p>
    </form>
  );
}
