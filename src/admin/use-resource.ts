import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { ApiError } from '../lib/api-client';
import { TabOpeningContext, useAdminSession } from './session';

export interface Resource<T> {
  data?: T;
  error?: string;
  loading: boolean;
  reload: () => Promise<void>;
}

/**
 * Loads data once, on `reload()` and each time its dashboard tab is opened again (spec 7: no retries, no
 * refetch on focus, no polling). A 401 means the session has ended: the dashboard goes back to the sign-in form.
 */
export function useResource<T>(load: () => Promise<T>, deps: readonly unknown[] = []): Resource<T> {
  const { sessionEnded } = useAdminSession();
  const opening = useContext(TabOpeningContext);
  const [state, setState] = useState<{ data?: T; error?: string; loading: boolean }>({ loading: true });
  const latest = useRef(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, [...deps, opening]);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    try {
      const data = await run();
      if (call === latest.current) setState({ data, loading: false });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) sessionEnded();
      if (call === latest.current)
        setState((s) => ({ ...s, error: error instanceof Error ? error.message : String(error), loading: false }));
    }
  }, [run, sessionEnded]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}
