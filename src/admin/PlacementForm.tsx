import { useId, useState, type FormEvent } from 'react';
import type { PlacementInput } from '../schemas/placements';
import { LEDGER_CONTROLS_TEXT } from '../texts/introductions';
import { FormField } from '../components/forms/FormField';
import { inputVariants } from '../components/ui/input';
import { formatDate } from '../utils/dates';
import { formatPence } from '../utils/money';
import { adminApi, type LedgerRow, type PlacementRow } from './admin-api';
import { SubmitThenConfirm } from './ConfirmSend';
import { useAdminAction } from './session';
import { useFieldErrors } from './use-field-errors';
import { FormRefusal } from './FormRefusal';

const T = LEDGER_CONTROLS_TEXT.placement;
const FIELDS = ['startDate', 'firstYearSalary', 'anticipatedSalary'] as const;
const money = (pounds: number) => formatPence(Math.round(pounds * 100));

/** The figures the server worked out, as the toast says them. */
const figures = (p: PlacementRow) =>
  T.figures(money(p.retainedFee), money(p.contingencyFee), money(p.netBalance), formatDate(`${p.netBalanceDue}T12:00:00Z`, 'short'));

/**
 * Marks an accepted offer's introduction placed: the start and the salaries; the fees come from the
 * governing agreement (the toast gives them; the Placements tab lists them). The candidate's
 * congratulation goes only after the confirmation says so; a refused field stays beside it.
 */
export function PlacementForm({ entry, onDone }: { entry: LedgerRow; onDone: () => void }) {
  const run = useAdminAction();
  const id = useId();
  const refused = useFieldErrors(FIELDS, T.failed);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<PlacementInput>();
  const name = entry.personName;
  const save = async (input: PlacementInput) => {
    setBusy(true);
    refused.clear();
    const done = await run(() => adminApi.recordPlacement(input), {
      success: T.recorded,
      description: (p) => `${name}: ${figures(p)}`,
      failure: T.failed,
      onError: refused.show,
      onStale: onDone,
    });
    setBusy(false);
    setConfirming(undefined);
    if (done) onDone();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const anticipated = String(data.get('anticipatedSalary') ?? '').trim();
    setConfirming({
      introductionId: entry.id,
      startDate: String(data.get('startDate') ?? ''),
      firstYearSalary: Number(data.get('firstYearSalary')),
      ...(anticipated && { anticipatedSalary: Number(anticipated) }),
    });
  };
  return (
    <form
      onSubmit={submit}
      className="mt-2 w-full max-w-md space-y-3 rounded-lg border border-slate-200 p-3"
      aria-label={T.formLabel(name)}
    >
      <FormField id={`${id}-startDate`} label={T.startDate} error={refused.errors.startDate} required>
        {(aria) => <input {...aria} name="startDate" type="date" required className={inputVariants({ size: 'sm' })} />}
      </FormField>
      <FormField id={`${id}-firstYearSalary`} label={T.firstYearSalary} error={refused.errors.firstYearSalary} required>
        {(aria) => (
          <input {...aria} name="firstYearSalary" type="number" min={1} step={1} required className={inputVariants({ size: 'sm' })} />
        )}
      </FormField>
      <FormField
        id={`${id}-anticipatedSalary`}
        label={T.anticipatedSalary}
        hint={T.anticipatedHint}
        error={refused.errors.anticipatedSalary}
      >
        {(aria) => <input {...aria} name="anticipatedSalary" type="number" min={1} step={1} className={inputVariants({ size: 'sm' })} />}
      </FormField>
      <FormRefusal message={refused.refusal} />
      <SubmitThenConfirm
        label={T.record}
        busy={busy}
        question={confirming && { title: T.title(name), says: T.says(entry.personEmail), confirmLabel: T.confirm }}
        onConfirm={() => confirming && void save(confirming)}
        onCancel={() => setConfirming(undefined)}
      />
    </form>
  );
}
