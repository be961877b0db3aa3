import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { agreementVersionPath } from '../../config/agreement';
import { ENGAGEMENTS, WORKPLACES } from '../../config/choices';
import { apiJson, serverMessage, showServerFieldErrors } from '../../lib/api-client';
import { briefSchema, DEFAULT_HEALTH_AND_SAFETY, type BriefData, type BriefInput } from '../../schemas/brief';
import { toast } from '../../lib/toast';
import { BRIEF_FORM_TEXT as T, BRIEF_LABELS as LABELS, BRIEF_TEXT } from '../../texts/employers';
import { Button } from '../ui/button';
import { inputClass } from '../ui/input';
import { useFocusAfterSubmit } from './focus-after-submit';
import { FormField, Honeypot } from './FormField';

type Field = Path<BriefInput>;
type Kind = 'text' | 'email' | 'tel' | 'url' | 'date' | 'number' | 'textarea';
/** The text fields of each group, in order: name, required, input kind, autocomplete. */
type Spec = readonly [Field, boolean, Kind, string?];

const COMPANY: readonly Spec[] = [
  ['company', true, 'text', 'organization'],
  ['companyAddress', true, 'textarea', 'street-address'],
  ['website', false, 'url', 'url'],
  ['contactName', true, 'text', 'name'],
  ['contactJobTitle', true, 'text', 'organization-title'],
  ['email', true, 'email', 'email'],
  ['phone', true, 'tel', 'tel'],
];
const ROLE: readonly Spec[] = [
  ['roleTitle', true, 'text'],
  ['typeOfWork', true, 'textarea'],
  ['startDate', true, 'date'],
  ['duration', false, 'text'],
  ['location', true, 'text'],
  ['hours', true, 'text'],
];
const TERMS: readonly Spec[] = [
  ['salaryMin', true, 'number'],
  ['salaryMax', true, 'number'],
  ['benefits', false, 'textarea'],
  ['payInterval', false, 'text'],
  ['noticePeriod', false, 'text'],
  ['minimumRequirements', true, 'textarea'],
  ['expenses', false, 'text'],
  ['healthAndSafetyRisks', true, 'text'],
  ['hires', false, 'number'],
];
const HINTS: Partial<Record<Field, string>> = { duration: T.durationHint, signatureName: T.signatureHint };

/**
 * The vacancy brief on /employers (docs/decisions/employers.md), validated with the API's own schema.
 * Without JavaScript the server-rendered form posts its plain fields to the API, which answers with a page.
 */
export default function BriefForm({ agreementVersion }: { agreementVersion: number }) {
  // Also written into the server-rendered inputs (defaultValue): a form sent without JavaScript carries them.
  const defaults: Partial<Record<Field, string>> = {
    agreementVersion: String(agreementVersion),
    healthAndSafetyRisks: DEFAULT_HEALTH_AND_SAFETY,
    hires: '1',
  };
  const empty = { ...defaults, url: '' } as unknown as BriefInput;
  const { register, handleSubmit, setError, formState } = useForm<BriefInput, unknown, BriefData>({
    resolver: zodResolver(briefSchema),
    defaultValues: empty,
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = formState;
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState('');
  const id = (field: string) => `brief-${field}`;
  const error = (field: Field) => (errors as Record<string, { message?: string } | undefined>)[field]?.message;

  const submit = useFocusAfterSubmit(
    handleSubmit(async (data) => {
      setRefusal('');
      try {
        await apiJson('/api/briefs', 'POST', data);
        toast({ title: BRIEF_TEXT.acceptedTitle, description: BRIEF_TEXT.accepted });
        setSent(true);
      } catch (failure) {
        showServerFieldErrors(failure, Object.keys(LABELS) as Field[], setError);
        const message = serverMessage(failure, BRIEF_TEXT.failure.fallback);
        setRefusal(message);
        toast({ title: BRIEF_TEXT.failure.title, description: message, variant: 'destructive' });
      }
    }),
  );

  if (sent)
    return (
      <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-6">
        <h3 className="text-lg font-semibold text-emerald-900">{BRIEF_TEXT.acceptedTitle}</h3>
        <p className="mt-2 text-emerald-900">{BRIEF_TEXT.accepted}</p>
      </div>
    );

  const text = ([field, required, kind, autoComplete]: Spec) => (
    <FormField
      key={field}
      id={id(field)}
      label={LABELS[field as keyof typeof LABELS]}
      required={required}
      hint={HINTS[field]}
      error={error(field)}
    >
      {(aria) =>
        kind === 'textarea' ? (
          <textarea
            {...aria}
            rows={3}
            autoComplete={autoComplete}
            defaultValue={defaults[field]}
            className={inputClass}
            {...register(field)}
          />
        ) : (
          <input
            {...aria}
            type={kind}
            autoComplete={autoComplete}
            inputMode={kind === 'number' ? 'numeric' : undefined}
            min={kind === 'number' ? 0 : undefined}
            defaultValue={defaults[field]}
            className={inputClass}
            {...register(field)}
          />
        )
      }
    </FormField>
  );
  const choice = (field: 'engagement' | 'workplace', list: typeof ENGAGEMENTS | typeof WORKPLACES) => (
    <FormField id={id(field)} label={LABELS[field]} required error={error(field)}>
      {(aria) => (
        <select {...aria} className={inputClass} defaultValue="" {...register(field)}>
          <option value="">{T.choose}</option>
          {list.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  const tick = (field: 'confidential' | 'acceptAgreement' | 'authorityConfirmed', label: string, required = false) => (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id(field)}
          type="checkbox"
          className="mt-1 size-4"
          aria-invalid={Boolean(error(field))}
          aria-describedby={error(field) ? `${id(field)}-error` : undefined}
          aria-required={required || undefined}
          {...register(field)}
        />
        <label htmlFor={id(field)} className="text-sm text-slate-800">
          {label}
          {required && (
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
      </div>
      {error(field) && (
        <p id={`${id(field)}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error(field)}
        </p>
      )}
    </div>
  );
  const group = (legend: string, children: React.ReactNode) => (
    <fieldset className="space-y-5">
      <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );

  return (
    <form
      ref={submit.ref}
      method="post"
      action="/api/briefs"
      onSubmit={submit.onSubmit}
      noValidate
      aria-label={T.name}
      className="relative space-y-8 rounded-xl border border-slate-200 bg-slate-50 p-6 shadow-sm"
    >
      {group(T.company, <div className="grid gap-5 sm:grid-cols-2">{COMPANY.map(text)}</div>)}
      {group(
        T.role,
        <div className="grid gap-5 sm:grid-cols-2">
          {ROLE.slice(0, 2).map(text)}
          {choice('engagement', ENGAGEMENTS)}
          {ROLE.slice(2, 4).map(text)}
          {ROLE.slice(4).map(text)}
          {choice('workplace', WORKPLACES)}
        </div>,
      )}
      {group(
        T.terms,
        <>
          <div className="grid gap-5 sm:grid-cols-2">{TERMS.map(text)}</div>
          <fieldset
            aria-describedby={`${id('vulnerableGroups')}-hint${error('vulnerableGroups') ? ` ${id('vulnerableGroups')}-error` : ''}`}
          >
            <legend className="text-sm font-medium text-slate-800">
              {LABELS.vulnerableGroups}
              <span className="text-red-700" aria-hidden="true">
                {' '}
                *
              </span>
            </legend>
            <p id={`${id('vulnerableGroups')}-hint`} className="mt-1 text-sm text-slate-600">
              {T.vulnerableHint}
            </p>
            <div className="mt-2 flex gap-6">
              {(['no', 'yes'] as const).map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                  <input type="radio" value={value} {...register('vulnerableGroups')} />
                  {value === 'yes' ? T.yes : T.no}
                </label>
              ))}
            </div>
            {error('vulnerableGroups') && (
              <p id={`${id('vulnerableGroups')}-error`} className="mt-1 text-sm font-medium text-red-700">
                {error('vulnerableGroups')}
              </p>
            )}
          </fieldset>
          {tick('confidential', LABELS.confidential)}
        </>,
      )}
      {group(
        T.agreement,
        <>
          <p className="text-sm">
            <a href={agreementVersionPath(agreementVersion)} className="font-semibold text-indigo-700 underline">
              {T.readAgreement(agreementVersion)}
            </a>
          </p>
          <input type="hidden" defaultValue={defaults.agreementVersion} {...register('agreementVersion')} />
          {tick('acceptAgreement', T.accept(agreementVersion), true)}
          {tick('authorityConfirmed', T.authority, true)}
          {text(['signatureName', true, 'text', 'name'])}
        </>,
      )}
      <Honeypot register={register('url')} />
      {refusal && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refusal}
        </p>
      )}
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? T.sending : T.submit}
      </Button>
    </form>
  );
}
