import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../components/forms/FormField';
import { inputClass } from '../components/ui/input';
import { DEFAULT_JOB_TYPE, JOB_TYPES } from '../config/choices';
import { useSubmissionKey } from '../components/forms/use-submission-key';
import { showServerFieldErrors } from '../lib/api-client';
import { jobSchema, type JobData, type JobInput, type NewJobData } from '../schemas/job';
import type { JobRow } from './admin-api';
import { expiryInputValue, expiryProblem, expiryToSave } from './expiry-input';
import { dashboardButton } from '../components/ui/button';
import { cardVariants } from '../components/ui/card';
import { useLeaveWarning } from './use-leave-warning';

const EMPTY: JobInput = {
  title: '',
  company: '',
  location: '',
  type: DEFAULT_JOB_TYPE,
  salary: '',
  description: '',
  requirements: '',
  benefits: '',
  applicationUrl: '',
  contactEmail: '',
  isActive: true,
  expiresAt: '',
};

/** A stored job as the form's values (dates as the date input wants them). */
export function jobFormValues(job: JobRow): JobInput {
  return {
    title: job.title,
    company: job.company,
    location: job.location,
    type: job.type as JobInput['type'],
    salary: job.salary ?? '',
    description: job.description,
    requirements: job.requirements,
    benefits: job.benefits ?? '',
    applicationUrl: job.applicationUrl ?? '',
    contactEmail: job.contactEmail ?? '',
    isActive: job.isActive,
    expiresAt: expiryInputValue(job.expiresAt),
  };
}

interface JobFormProps {
  job?: JobRow;
  /** Sends the form; resolves true when saved (the form then closes), false to keep what was typed. */
  onSave: (values: NewJobData, setFieldErrors: (error: unknown) => void) => Promise<boolean>;
  onCancel: () => void;
}

/** Add or edit a job (spec 3: job create payload; spec 5: job form choices and default). */
export function JobForm({ job, onSave, onCancel }: JobFormProps) {
  const { register, handleSubmit, setError, setFocus, getValues, formState } = useForm<JobInput, unknown, JobData>({
    resolver: zodResolver(jobSchema),
    defaultValues: job ? jobFormValues(job) : EMPTY,
  });
  const { errors, isSubmitting, isDirty } = formState;
  const heading = job ? `Edit job: ${job.title}` : 'Add Job';
  useLeaveWarning(isDirty);
  // Opened from a row far down the list, the form is at the top of the tab: focus takes the admin there.
  useEffect(() => setFocus('title'), [setFocus]);

  // A new job's key stays the same for its retries (a lost answer must not add it twice); a saved form closes.
  const submission = useSubmissionKey();
  const submit = handleSubmit(async (parsed: JobData) => {
    // A day already over is refused here, not saved: the job would leave the site the moment it was saved.
    const pastExpiry = expiryProblem(getValues('expiresAt'), job?.expiresAt ?? null, parsed.expiresAt);
    if (pastExpiry) {
      setError('expiresAt', { message: pastExpiry }, { shouldFocus: true });
      return;
    }
    const data = { ...parsed, expiresAt: expiryToSave(getValues('expiresAt'), job?.expiresAt ?? null, parsed.expiresAt) };
    await onSave(job ? data : { ...data, submissionKey: submission.current() }, (error) =>
      showServerFieldErrors(error, Object.keys(EMPTY) as (keyof JobInput)[], setError),
    );
  });

  const text = (name: keyof JobInput, label: string, props: { required?: boolean; type?: string; hint?: string } = {}) => (
    <FormField id={`job-${name}`} label={label} required={props.required} hint={props.hint} error={errors[name]?.message}>
      {(aria) => <input {...aria} type={props.type ?? 'text'} className={inputClass} {...register(name)} />}
    </FormField>
  );
  const area = (name: keyof JobInput, label: string, required = false) => (
    <FormField id={`job-${name}`} label={label} required={required} error={errors[name]?.message}>
      {(aria) => <textarea {...aria} rows={4} className={inputClass} {...register(name)} />}
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={heading} className={cardVariants({ className: 'space-y-4' })}>
      <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('title', 'Job Title', { required: true })}
        {text('company', 'Company', { required: true })}
        {text('location', 'Location', { required: true })}
        <FormField id="job-type" label="Job Type" required error={errors.type?.message}>
          {(aria) => (
            <select {...aria} className={inputClass} {...register('type')}>
              {JOB_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {text('salary', 'Salary', { hint: 'Optional, e.g. £26,000 - £30,000 + commission' })}
        {text('expiresAt', 'Expiry date', { type: 'date', hint: 'Optional: the job leaves the site at the end of this day (UK time)' })}
      </div>
      {area('description', 'Description', true)}
      {area('requirements', 'Requirements', true)}
      {area('benefits', 'Benefits')}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('applicationUrl', 'Application URL', { type: 'url', hint: 'Optional: shows an Apply Now button' })}
        {text('contactEmail', 'Contact Email', { type: 'email', hint: 'Optional: shows a Contact Employer button' })}
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className="h-4 w-4" {...register('isActive')} />
        Active (shown on the site)
      </label>
      <div className="flex gap-3">
        <button type="submit" disabled={isSubmitting} className={dashboardButton.primary}>
          {isSubmitting ? 'Saving...' : job ? 'Save Changes' : 'Create Job'}
        </button>
        <button type="button" onClick={onCancel} className={dashboardButton.secondary}>
          Cancel
        </button>
      </div>
    </form>
  );
}
