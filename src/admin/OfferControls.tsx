import { useState } from 'react';
import { LEDGER_CONTROLS_TEXT } from '../texts/introductions';
import { dashboardButton } from '../components/ui/button';
import { formatDate } from '../utils/dates';
import { adminApi, type LedgerRow } from './admin-api';
import { ConfirmedButton } from './ConfirmSend';
import { OfferForm } from './OfferForm';
import { PlacementForm } from './PlacementForm';

const T = LEDGER_CONTROLS_TEXT.offer;
const P = LEDGER_CONTROLS_TEXT.placement;
const day = (value: string) => formatDate(value.length === 10 ? `${value}T12:00:00Z` : value, 'short');

/** A button opening (and closing) the form it names. */
function Toggle({ open, label, text, onClick }: { open: boolean; label: string; text: string; onClick: () => void }) {
  return (
    <button type="button" className={dashboardButton.secondary} aria-expanded={open} aria-label={label} onClick={onClick}>
      {open ? T.cancel : text}
    </button>
  );
}

/** The candidate accepted: recorded after the confirmation says the employer is emailed. */
function RecordAccepted({ entry, offerId, onDone }: { entry: LedgerRow; offerId: number; onDone: () => void }) {
  return (
    <ConfirmedButton
      text={T.accepted}
      label={T.acceptedLabel(entry.personName)}
      title={T.acceptedTitle(entry.personName)}
      says={T.acceptedSays}
      confirmLabel={T.acceptedConfirm}
      write={() => adminApi.offerAccepted(offerId)}
      toast={{ success: T.acceptedToast, description: entry.personName, failure: T.acceptedFailed }}
      onDone={onDone}
    />
  );
}

/**
 * The offer on a ledger row (docs/decisions/placements.md): at "interview", recording it; at "offered",
 * the written offer of one made by phone, then its acceptance, then the placement.
 */
export function OfferControls({ entry, reload }: { entry: LedgerRow; reload: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const done = () => {
    setOpen(false);
    void reload();
  };
  const name = entry.personName;
  if (entry.status === 'interview')
    return (
      <>
        <Toggle open={open} label={T.openLabel(name)} text={T.open} onClick={() => setOpen(!open)} />
        {open && <OfferForm entry={entry} onDone={done} />}
      </>
    );
  const offerId = entry.offerId;
  if (entry.status !== 'offered' || !offerId) return null;
  if (!entry.offerSentAt)
    return (
      <>
        {entry.offerConfirmBy && <span className="text-amber-900">{T.confirmBy(day(entry.offerConfirmBy))}</span>}
        <Toggle open={open} label={T.sendWrittenLabel(name)} text={T.sendWritten} onClick={() => setOpen(!open)} />
        {open && <OfferForm entry={entry} offerId={offerId} onDone={done} />}
      </>
    );
  if (!entry.offerAcceptedAt)
    return (
      <>
        <span className="text-slate-700">{T.sentOn(day(entry.offerSentAt))}</span>
        <RecordAccepted entry={entry} offerId={offerId} onDone={done} />
      </>
    );
  return (
    <>
      <span className="text-slate-700">{T.acceptedOn(day(entry.offerAcceptedAt))}</span>
      <Toggle open={open} label={P.openLabel(name)} text={P.open} onClick={() => setOpen(!open)} />
      {open && <PlacementForm entry={entry} onDone={done} />}
    </>
  );
}
