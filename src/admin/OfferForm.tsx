import { useId, useState, type FormEvent } from 'react';
import { ENGAGEMENTS, type Engagement } from '../config/choices';
import type { OfferInput, OfferSendInput } from '../schemas/placements';
import { LEDGER_CONTROLS_TEXT } from '../texts/introductions';
import { OFFER_LABELS } from '../texts/placements';
import { FormField } from '../components/forms/FormField';
import { inputVariants } from '../components/ui/input';
import { adminApi, type LedgerRow } from './admin-api';
import { SubmitThenConfirm } from './ConfirmSend';
import { useAdminAction } from './session';
import { useFieldErrors } from './use-field-errors';
import { FormRefusal } from './FormRefusal';

const T = LEDGER_CONTROLS_TEXT.offer;

/** The offer's terms the form gives, by the brief's field names (src/offers/regulation-21.ts); the employer and position are the introduction's. */
const TEXT_FIELDS = [
  'typeOfWork',
  'duration',
  'location',
  'hours',
  'payInterval',
  'benefits',
  'noticePeriod',
  'minimumRequirements',
  'healthAndSafetyRisks',
] as const;
const FIELDS = ['salary', 'startDate', 'engagement', ...TEXT_FIELDS] as const;
type Field = (typeof FIELDS)[number];
const LONG_FIELDS: ReadonlySet<Field> = new Set(['typeOfWork', 'benefits', 'minimumRequirements', 'healthAndSafetyRisks']);

/** The terms typed, without the empty ones (the brief's, or what was recorded, stand for them). */
function termsFrom(data: FormData): OfferSendInput {
  const text = (field: Field) => String(data.get(field) ?? '').trim();
  const terms: OfferSendInput = Object.fromEntries(TEXT_FIELDS.flatMap((field) => (text(field) ? [[field, text(field)]] : [])));
  if (text('salary')) terms.salary = Number(text('salary'));
  if (text('startDate')) terms.startDate = text('startDate');
  if (text('engagement')) terms.engagement = text('engagement') as Engagement;
  return terms;
}

/**
 * An offer's terms, for an introduction at "interview" (recording the offer: salary and start required)
 * or, with `offerId`, for the written offer of one made by phone. An offer made by phone is recorded
 * without emailing anyone; otherwise the written offer goes to the candidate only after the confirmation
 * says so. The items regulation 21 requires that are missing (422) are shown beside their fields: nothing
 * was sent.
 */
export function OfferForm({ entry, offerId, onDone }: { entry: LedgerRow; offerId?: number; onDone: () => void }) {
  const run = useAdminAction();
  const id = useId();
  const writing = offerId !== undefined;
  const failed = writing ? T.sendFailed : T.failed;
  const refused = useFieldErrors(FIELDS, failed);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<{ terms: OfferSendInput; byPhone: boolean }>();
  const name = entry.personName;

  const save = async ({ terms, byPhone }: { terms: OfferSendInput; byPhone: boolean }) => {
    setBusy(true);
    refused.clear();
    const done = await run(
      () =>
        writing
          ? adminApi.sendOffer(offerId, terms)
          : adminApi.recordOffer({
              ...(terms as Omit<OfferInput, 'introductionId'>),
              introductionId: entry.id,
              ...(byPhone && { byPhone }),
            }),
      {
        success: byPhone ? T.recorded : T.sent,
        description: byPhone ? T.recordedByPhone(name) : name,
        failure: failed,
        onError: refused.show,
      },
    );
    setBusy(false);
    setConfirming(undefined);
    if (done) onDone();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const asked = { terms: termsFrom(data), byPhone: !writing && data.get('byPhone') === 'on' };
    // By phone nothing is emailed: recorded at once. A written offer waits for the confirmation.
    if (asked.byPhone) void save(asked);
    else setConfirming(asked);
  };
  return (
    <form
      onSubmit={submit}
      className="mt-2 w-full max-w-md space-y-3 rounded-lg border border-slate-200 p-3"
      aria-label={writing ? T.sendWrittenFormLabel(name) : T.formLabel(name)}
    >
      <p className="text-sm text-slate-700">{writing ? T.sendWrittenIntro : T.intro}</p>
      <FormField id={`${id}-salary`} label={OFFER_LABELS.salary} error={refused.errors.salary} required={!writing}>
        {(aria) => (
          <input {...aria} name="salary" type="number" min={1} step={1} required={!writing} className={inputVariants({ size: 'sm' })} />
        )}
      </FormField>
      <FormField id={`${id}-startDate`} label={OFFER_LABELS.startDate} error={refused.errors.startDate} required={!writing}>
        {(aria) => <input {...aria} name="startDate" type="date" required={!writing} className={inputVariants({ size: 'sm' })} />}
      </FormField>
      <FormField id={`${id}-engagement`} label={OFFER_LABELS.engagement} error={refused.errors.engagement}>
        {(aria) => (
          <select {...aria} name="engagement" className={inputVariants({ size: 'sm' })}>
            <option value="">{T.engagementFromBrief}</option>
            {ENGAGEMENTS.map((e) => (
              <option key={e.value} value={e.value}>
                {e.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {TEXT_FIELDS.map((field) => (
        <FormField key={field} id={`${id}-${field}`} label={OFFER_LABELS[field]} hint={T.fromBrief} error={refused.errors[field]}>
          {(aria) =>
            LONG_FIELDS.has(field) ? (
              <textarea {...aria} name={field} rows={2} className={inputVariants({ size: 'sm' })} />
            ) : (
              <input {...aria} name={field} autoComplete="off" className={inputVariants({ size: 'sm' })} />
            )
          }
        </FormField>
      ))}
      {!writing && (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" name="byPhone" className="mt-1" />
          {T.byPhone}
        </label>
      )}
      <FormRefusal message={refused.refusal} />
      <SubmitThenConfirm
        label={writing ? T.sendWrittenSubmit : T.record}
        busy={busy}
        question={confirming && { title: T.sendTitle(name), says: T.sendSays(entry.personEmail), confirmLabel: T.sendConfirm }}
        onConfirm={() => confirming && void save(confirming)}
        onCancel={() => setConfirming(undefined)}
      />
    </form>
  );
}
