import { useCallback, useEffect, useRef, useState } from 'react';
import { useLanguageReload } from './use-language-reload.ts';

export type Resource<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | null; error: unknown };

/**
 * Loads data for a component: loading, ready or error, a reload for the retry button, and a reload
 * 200 ms after a language change (server texts are per language). A stale answer never overwrites a
 * newer request's.
 */
export function useResource<T>(load: () => Promise<T>, deps: readonly unknown[], opts: { reloadOnLanguage?: boolean } = {}) {
  const [state, setState] = useState<Resource<T>>({ status: 'loading', data: null, error: null });
  const request = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const run = useCallback(() => {
    const id = ++request.current;
    setState((s) => ({ status: 'loading', data: s.data, error: null }));
    loadRef.current().then(
      (data) => id === request.current && setState({ status: 'ready', data, error: null }),
      (error: unknown) => id === request.current && setState((s) => ({ status: 'error', data: s.data, error })),
    );
  }, []);

  useEffect(() => {
    run();
    return () => {
      request.current++;
    };
    // deps are the caller's: a change means another request
  }, deps);

  useLanguageReload(() => {
    if (opts.reloadOnLanguage !== false) run();
  });
  return { ...state, reload: run };
}
