import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { submissionReference } from '../../utils/reference';
import { Confirmation } from './Confirmation';

type Sent = { reference?: string };

/**
 * The sent state kept in the page's history entry, so it survives leaving the page and coming Back (the
 * job alert sign-up it offers posts to a page of its own), even when the browser loads the page afresh.
 * The entry's own: a new visit to the page starts with the form.
 */
const historyKey = (kind: 'application' | 'enquiry') => `sent-${kind}`;

function rememberedSent(kind: 'application' | 'enquiry'): Sent | undefined {
  const state: unknown = typeof history === 'undefined' ? undefined : history.state;
  const saved = state && typeof state === 'object' ? (state as Record<string, unknown>)[historyKey(kind)] : undefined;
  if (!saved || typeof saved !== 'object') return undefined;
  const { reference } = saved as { reference?: unknown };
  return { reference: typeof reference === 'string' ? reference : undefined };
}

function remember(kind: 'application' | 'enquiry', sent: Sent | undefined) {
  const state: unknown = history.state;
  const next: Record<string, unknown> = state && typeof state === 'object' ? { ...(state as Record<string, unknown>) } : {};
  if (sent) next[historyKey(kind)] = sent;
  else delete next[historyKey(kind)];
  history.replaceState(next, '');
}

/**
 * A form's sent state: `confirm` with the API's answer shows the confirmation (with the reference when the
 * answer gave an id) in the form's place; its 'Send another' brings the form back with `focusFirst` run
 * once the form is on screen again. `after` follows the confirmation (an application's job alert offer).
 */
export function useConfirmation(
  kind: 'application' | 'enquiry',
  focusFirst: () => void,
  after?: ReactNode,
): { confirm: (answer: { id?: unknown }) => void; confirmation: ReactElement | null } {
  const [sent, setSent] = useState<Sent>();
  const another = useRef(false);
  useEffect(() => {
    if (sent || !another.current) return;
    another.current = false;
    focusFirst();
  });
  // Back to this page after sending: the confirmation again (the server's HTML, hydrated, is the form).
  useEffect(() => {
    const saved = rememberedSent(kind);
    if (saved) setSent(saved);
  }, [kind]);
  const confirm = ({ id }: { id?: unknown }) => {
    const next = { reference: typeof id === 'number' ? submissionReference(kind, id) : undefined };
    remember(kind, next);
    setSent(next);
  };
  const confirmation = sent ? (
    <>
      <Confirmation
        kind={kind}
        reference={sent.reference}
        onAnother={() => {
          another.current = true;
          remember(kind, undefined);
          setSent(undefined);
        }}
      />
      {after}
    </>
  ) : null;
  return { confirm, confirmation };
}
