import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '../lib/api-client';
import { toast } from '../lib/toast';
import { dashboardButton } from '../components/ui/button';

/** The server's message for `field` of a failed call (a 400's field error), else its message, else the fallback. */
export const fieldMessage = (error: unknown, field: string, fallback: string): string =>
  serverFieldErrors(error)[field]?.[0] ?? serverMessage(error, fallback);

/**
 * Records a day through `write`, which answers the success toast's description: busy while it runs; on a
 * refusal, the server's message for `field` kept for the form (and in a toast); then `recorded`.
 */
export function useDayRecord({
  field,
  success,
  failure,
  write,
  recorded,
}: {
  field: string;
  success: string;
  failure: string;
  write: (day: string) => Promise<string>;
  recorded: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const record = async (day: string) => {
    setBusy(true);
    setError(null);
    try {
      toast({ title: success, description: await write(day) });
      await recorded();
    } catch (failed) {
      const message = fieldMessage(failed, field, failure);
      setError(message);
      toast({ title: failure, description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, record, clearError: () => setError(null) };
}

interface DayFormProps {
  /** The field's name as the API takes it ('paidOn', 'leftOn'). */
  field: string;
  /** The date input's label ('Paid on'). */
  label: string;
  /** The button's text ('Record paid'). */
  button: string;
  /** The form's and the button's accessible name, saying what it records ('Record paid: Net balance: Sam ...'). */
  name: string;
  /** Today, a UK day: the input's first value and latest allowed. */
  today: string;
  busy: boolean;
  /** The server's message, shown beside the field (the field is focused and described by it). */
  error: string | null;
  onDay: (day: string) => void;
  /** The day was changed: the message no longer applies. */
  onEdit: () => void;
}

/** One day to record (a payment, a departure): a labelled date input, its button and the server's message beside it. */
export function DayForm({ field, label, button, name, today, busy, error, onDay, onEdit }: DayFormProps) {
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onDay(String(new FormData(event.currentTarget).get(field) ?? ''));
  };
  return (
    <form className="flex flex-wrap items-center gap-x-2 gap-y-1" onSubmit={submit} aria-label={name}>
      <label className="text-xs text-slate-700">
        {label}{' '}
        <input
          ref={input}
          type="date"
          name={field}
          required
          defaultValue={today}
          max={today}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={onEdit}
          className="rounded-md border border-slate-400 px-1 py-0.5"
        />
      </label>
      <button type="submit" className={dashboardButton.secondary} disabled={busy} aria-label={name}>
        {button}
      </button>
      {error ? (
        <p id={errorId} className="basis-full text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
