import { createContext, useContext } from 'react';
import { ApiError, serverMessage } from '../lib/api-client';
import { SAVED_NOTES } from '../texts/site-updates';
import { toast } from '../lib/toast';
import { TRY_AGAIN } from '../texts/admin';

export interface AdminSession {
  /** Called when the API says the session has ended (401): back to the sign-in form. */
  sessionEnded: () => void;
  /** Called after content changes, so the rebuild status is fetched again. */
  contentChanged: () => void;
  /** The note under the toast of a save the public pages show only after a site update (savedNote). */
  savedNote: string;
}

export const AdminSessionContext = createContext<AdminSession>({
  sessionEnded: () => {},
  contentChanged: () => {},
  savedNote: SAVED_NOTES.afterUpdate,
});

export const useAdminSession = () => useContext(AdminSessionContext);

/**
 * How many times the dashboard tab around a component has been opened (0 outside the tabs). A tab stays
 * mounted once opened, so a half-typed form survives a look at another tab; its data loads again on each
 * opening (useResource), as it did when a tab was mounted afresh.
 */
export const TabOpeningContext = createContext(0);

/**
 * Whether a write failed because the list it was made from is out of date (another tab or person acted
 * first): its item has gone (404), changed since it was read (412) or moved on (409, e.g. already shared).
 * Shown again as it now is, the list offers what can still be done; left as it was, every retry fails alike.
 */
const isStaleListError = (error: unknown) => error instanceof ApiError && [404, 409, 412].includes(error.status);

/**
 * Runs an admin write with the spec's toasts (section 8): the success title, or the failure title with the
 * server's message. Returns whether it worked; a failure leaves forms as they were typed. `onStale` runs
 * when the failure means the list is out of date (isStaleListError): it should load the list again.
 */
export function useAdminAction() {
  const { sessionEnded } = useAdminSession();
  return async function run<T>(
    action: () => Promise<T>,
    messages: {
      success: string | ((result: T) => string);
      failure: string;
      description?: string | ((result: T) => string | undefined);
      onError?: (error: unknown) => void;
      onStale?: () => unknown;
      fallback?: string;
    },
  ): Promise<T | undefined> {
    try {
      const result = await action();
      const { success, description } = messages;
      toast({
        title: typeof success === 'function' ? success(result) : success,
        description: typeof description === 'function' ? description(result) : description,
      });
      return result;
    } catch (error) {
      toast({
        title: messages.failure,
        description: serverMessage(error, messages.fallback ?? TRY_AGAIN),
        variant: 'destructive',
      });
      messages.onError?.(error);
      if (isStaleListError(error)) void messages.onStale?.();
      if (error instanceof ApiError && error.status === 401) sessionEnded();
      return undefined;
    }
  };
}
