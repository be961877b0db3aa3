import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ChoiceOptions } from '../components/forms/ChoiceOptions';
import { FormField } from '../components/forms/FormField';
import { inputClass } from '../components/ui/input';
import { DEFAULT_JOB_TYPE, ENGAGEMENTS, JOB_TYPES, WORKPLACES, type Choice } from '../config/choices';
import { workplaceOf } from '../schemas/job-advert';
import { useSubmissionKey } from '../components/forms/use-submission-key';
import { showServerFieldErrors } from '../lib/api-client';
import { jobSchema, type JobData, type JobInput, type NewJobData } from '../schemas/job';
import type { JobRow } from './admin-api';
import { expiryInputValue, expiryProblem, expiryToSave } from './expiry-input';
import { dashboardButton } from '../components/ui/button';
import { cardVariants } from '../components/ui/card';
import { useLeaveWarning } from './use-leave-warning';
import { JOB_FORM_TEXT, LIST_TEXT } from '../texts/admin';
import { JOB_ADVERT_TEXT } from '../texts/job-adverts';

const EMPTY: JobInput = {
  title: '',
  company: '',
  location: '',
  type: DEFAULT_JOB_TYPE,
  workplace: workplaceOf({ type: DEFAULT_JOB_TYPE }),
  engagement: '',
  minimumRequirements: '',
  salary: '',
  description: '',
  requirements: '',
  benefits: '',
  applicationUrl: '',
  contactEmail: '',
  isActive: true,
  expiresAt: '',
  authorityNote: '',
};

/** A stored job as the form's values (dates as the date input wants them). */
export function jobFormValues(job: JobRow): JobInput {
  return {
    title: job.title,
    company: job.company,
    location: job.location,
    type: job.type as JobInput['type'],
    workplace: job.workplace as JobInput['workplace'],
    engagement: job.engagement ?? '',
    minimumRequirements: job.minimumRequirements ?? '',
    salary: job.salary ?? '',
    description: job.description,
    requirements: job.requirements,
    benefits: job.benefits ?? '',
    applicationUrl: job.applicationUrl ?? '',
    contactEmail: job.contactEmail ?? '',
    isActive: job.isActive,
    expiresAt: expiryInputValue(job.expiresAt),
    briefId: job.briefId,
    authorityNote: job.authorityNote ?? '',
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
  const { register, handleSubmit, setError, setFocus, getValues, setValue, formState } = useForm<JobInput, unknown, JobData>({
    resolver: zodResolver(jobSchema),
    defaultValues: job ? jobFormValues(job) : EMPTY,
  });
  const { errors, isSubmitting, isDirty } = formState;
  const heading = JOB_FORM_TEXT.heading(job?.title);
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
  const select = (
    name: 'type' | 'workplace' | 'engagement',
    label: string,
    choices: readonly Choice[],
    props: { hint?: string; onChange?: (value: string) => void; placeholder?: string } = {},
  ) => (
    <FormField id={`job-${name}`} label={label} required hint={props.hint} error={errors[name]?.message}>
      {(aria) => (
        <select {...aria} className={inputClass} {...register(name, { onChange: (e) => props.onChange?.(e.target.value) })}>
          {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
          <ChoiceOptions choices={choices} />
        </select>
      )}
    </FormField>
  );
  const area = (name: keyof JobInput, label: string, required = false, hint?: string) => (
    <FormField id={`job-${name}`} label={label} required={required} hint={hint} error={errors[name]?.message}>
      {(aria) => <textarea {...aria} rows={4} className={inputClass} {...register(name)} />}
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={heading} className={cardVariants({ className: 'space-y-4' })}>
      <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('title', JOB_FORM_TEXT.labels.title, { required: true })}
        {text('company', JOB_FORM_TEXT.labels.company, { required: true })}
        {text('location', JOB_FORM_TEXT.labels.location, { required: true })}
        {select('type', JOB_FORM_TEXT.labels.type, JOB_TYPES, {
          // The type Remote is worked remotely (src/jobs/advert-rules.ts): choosing it says so here too.
          onChange: (type) => type === 'Remote' && setValue('workplace', 'remote', { shouldDirty: true }),
        })}
        {select('workplace', JOB_FORM_TEXT.labels.workplace, WORKPLACES, { hint: JOB_FORM_TEXT.hints.workplace })}
        {text('salary', JOB_FORM_TEXT.labels.salary, { hint: JOB_FORM_TEXT.hints.salary })}
        {text('expiresAt', JOB_FORM_TEXT.labels.expiresAt, { type: 'date', hint: JOB_FORM_TEXT.hints.expiresAt })}
      </div>
      {area('description', JOB_FORM_TEXT.labels.description, true)}
      {area('requirements', JOB_FORM_TEXT.labels.requirements, true)}
      {/* Regulation 27: what an active job's advert must say, explained beside the fields that say it. */}
      <section aria-labelledby="job-advert-rule" className="space-y-4 rounded-lg bg-slate-50 p-4">
        <h3 id="job-advert-rule" className="text-base font-semibold text-slate-900">
          {JOB_FORM_TEXT.advertRuleHeading}
        </h3>
        <p className="text-sm text-slate-700">{JOB_ADVERT_TEXT.formRule}</p>
        {select('engagement', JOB_FORM_TEXT.labels.engagement, ENGAGEMENTS, { placeholder: JOB_FORM_TEXT.choose })}
        {area('minimumRequirements', JOB_FORM_TEXT.labels.minimumRequirements)}
        {job?.briefId ? (
          <p className="text-sm text-slate-700">{JOB_FORM_TEXT.fromBrief(job.briefId)}</p>
        ) : (
          area('authorityNote', JOB_FORM_TEXT.labels.authorityNote, false, JOB_ADVERT_TEXT.authorityHint)
        )}
      </section>
      {area('benefits', JOB_FORM_TEXT.labels.benefits)}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('applicationUrl', JOB_FORM_TEXT.labels.applicationUrl, { type: 'url', hint: JOB_FORM_TEXT.hints.applicationUrl })}
        {text('contactEmail', JOB_FORM_TEXT.labels.contactEmail, { type: 'email', hint: JOB_FORM_TEXT.hints.contactEmail })}
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className="h-4 w-4" {...register('isActive')} />
        {JOB_FORM_TEXT.active}
      </label>
      <div className="flex gap-3">
        <button type="submit" disabled={isSubmitting} className={dashboardButton.primary}>
          {isSubmitting ? JOB_FORM_TEXT.saving : job ? JOB_FORM_TEXT.save : JOB_FORM_TEXT.create}
        </button>
        <button type="button" onClick={onCancel} className={dashboardButton.secondary}>
          {LIST_TEXT.cancel}
        </button>
      </div>
    </form>
  );
}
