import { useEffect, useState } from 'react';
import { apiFetch } from './api-client';

export type Lookup<T> = { status: 'idle' | 'loading' | 'missing' } | { status: 'found'; item: T };

/**
 * For the not-found screens of prebuilt pages: reads the address once hydrated, asks the API for the item
 * it names (`apiPath` returns undefined when the address cannot name one) and reports what came back.
 * Any failure (404, network, server) and any answer that is not an object counts as missing.
 */
export function useApiLookup<T>(apiPath: (pathname: string) => string | undefined): Lookup<T> {
  const [state, setState] = useState<Lookup<T>>({ status: 'idle' });
  useEffect(() => {
    const path = apiPath(location.pathname);
    if (!path) return setState({ status: 'missing' });
    setState({ status: 'loading' });
    apiFetch(path)
      .then((res) => res.json() as Promise<T>)
      .then((item) => setState(item && typeof item === 'object' ? { status: 'found', item } : { status: 'missing' }))
      .catch(() => setState({ status: 'missing' }));
    // The address is read once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}
