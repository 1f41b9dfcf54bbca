import { useCallback, useEffect, useState } from 'react';

/**
 * Data every form of a page load shares (register settings, dialing codes): fetched once, kept for the
 * page's life, fetched again only after a failure, so a retry button has something to do.
 */
export interface CachedResource<T> {
  load(): Promise<T>;
  /** the data, when it has arrived */
  peek(): T | undefined;
  /** for tests and retries: forget the data and any failure */
  reset(): void;
}

export function cachedResource<T>(fetcher: () => Promise<T>): CachedResource<T> {
  let promise: Promise<T> | null = null;
  let data: T | undefined;
  return {
    load() {
      promise ??= fetcher().then(
        (value) => {
          data = value;
          return value;
        },
        (err: unknown) => {
          promise = null;
          throw err;
        },
      );
      return promise;
    },
    peek: () => data,
    reset() {
      promise = null;
      data = undefined;
    },
  };
}

export type ResourceState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/** A resource's state for a component, with a retry that fetches it again. */
export function useResource<T>(resource: CachedResource<T>): ResourceState<T> & { retry: () => void } {
  const [state, setState] = useState<ResourceState<T>>(() => {
    const data = resource.peek();
    return data === undefined ? { status: 'loading' } : { status: 'ready', data };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    if (resource.peek() === undefined) setState({ status: 'loading' });
    resource.load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [resource, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
