import { useState } from 'react';
import { newSubmissionKey } from '../../schemas/submission-key';

/**
 * The key of what a form is sending (the same for its retries), renewed once that has been stored; one
 * object for the form's life. `kept` is the key of a draft brought back into a reopened form: a send of
 * it may have been stored.
 */
export function useSubmissionKey(kept?: string) {
  const [submission] = useState(() => {
    let key = kept;
    return {
      current: () => (key ??= newSubmissionKey()),
      /** The key if one was made, without making one: what a kept draft must carry. */
      peek: () => key,
      renew: () => {
        key = undefined;
      },
    };
  });
  return submission;
}
