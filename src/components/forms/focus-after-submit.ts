import { useEffect, useRef, useState, type BaseSyntheticEvent, type SubmitEvent } from 'react';

/** The parts of a form control that focusTargetAfterSubmit reads (an HTMLElement, or a stand-in in tests). */
export interface Control {
  getAttribute(name: string): string | null;
  readonly type?: string;
  readonly disabled?: boolean;
  focus(): void;
}

/**
 * Where focus belongs once a send has settled. `controls` are in page order (a form's `elements`), not in
 * react-hook-form's registration order, and include controls the form library does not know (the CV input).
 * The first invalid one comes first; with none, the submit button, but only when focus was lost (the button
 * was disabled while sending): a visitor who moved on to another control keeps their place.
 */
export function focusTargetAfterSubmit(controls: readonly Control[], active: unknown, body: unknown): Control | undefined {
  const invalid = controls.find((control) => control.getAttribute('aria-invalid') === 'true' && !control.disabled);
  if (invalid) return invalid;
  const submit = controls.find((control) => control.type === 'submit');
  return !active || active === body || active === submit ? submit : undefined;
}

/**
 * Wraps a form's submit handler (react-hook-form's `handleSubmit(...)`) so that once the send has settled,
 * invalid on the client or answered by the server, focus goes where focusTargetAfterSubmit says. Give the
 * form `ref` and `onSubmit`, and `shouldFocusError: false` to useForm so it does not focus first.
 */
export function useFocusAfterSubmit(submit: (event?: BaseSyntheticEvent) => Promise<unknown>) {
  const ref = useRef<HTMLFormElement>(null);
  // A render, not a ref: focus must wait until React has drawn what the send changed (the errors and their
  // aria-invalid, the submit button enabled again).
  const [settled, setSettled] = useState(0);
  useEffect(() => {
    const form = ref.current;
    if (!settled || !form) return;
    const controls = Array.from(form.elements).filter((element): element is HTMLElement => element instanceof HTMLElement);
    focusTargetAfterSubmit(controls, document.activeElement, document.body)?.focus();
  }, [settled]);
  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    try {
      await submit(event);
    } finally {
      setSettled((count) => count + 1);
    }
  };
  return { ref, onSubmit };
}
