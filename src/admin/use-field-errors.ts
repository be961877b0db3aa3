import { useState } from 'react';
import { serverFieldErrors, serverMessage } from '../lib/api-client';

/**
 * A dashboard form's refusals from the server (a 400's or 422's `errors`): each message of one of the
 * form's `fields` beside that field, the rest (or the message, when no field is named) above its buttons.
 * `show` is useAdminAction's `onError`; `clear` goes before each new attempt.
 */
export function useFieldErrors<F extends string>(fields: readonly F[], fallback: string) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const clear = () => {
    setErrors({});
    setRefusal(undefined);
  };
  const show = (error: unknown) => {
    const beside: Partial<Record<F, string>> = {};
    const elsewhere: string[] = [];
    for (const [field, messages] of Object.entries(serverFieldErrors(error)))
      if ((fields as readonly string[]).includes(field)) beside[field as F] = messages[0];
      else elsewhere.push(messages[0]);
    setErrors(beside);
    setRefusal(elsewhere.length || !Object.keys(beside).length ? (elsewhere[0] ?? serverMessage(error, fallback)) : undefined);
  };
  return { errors, refusal, clear, show };
}
