import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { submissionReference } from '../../utils/reference';
import { Confirmation } from './Confirmation';

/**
 * A form's sent state: `confirm` with the API's answer shows the confirmation (with the reference when the
 * answer gave an id) in the form's place; its 'Send another' brings the form back with `focusFirst` run
 * once the form is on screen again. `after` follows the confirmation (an application's job alert sign-up).
 */
export function useConfirmation(
  kind: 'application' | 'enquiry',
  focusFirst: () => void,
  after?: ReactNode,
): { confirm: (answer: { id?: unknown }) => void; confirmation: ReactElement | null } {
  const [sent, setSent] = useState<{ reference?: string }>();
  const another = useRef(false);
  useEffect(() => {
    if (sent || !another.current) return;
    another.current = false;
    focusFirst();
  });
  const confirm = ({ id }: { id?: unknown }) => setSent({ reference: typeof id === 'number' ? submissionReference(kind, id) : undefined });
  const confirmation = sent ? (
    <>
      <Confirmation
        kind={kind}
        reference={sent.reference}
        onAnother={() => {
          another.current = true;
          setSent(undefined);
        }}
      />
      {after}
    </>
  ) : null;
  return { confirm, confirmation };
}
