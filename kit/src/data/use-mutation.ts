import { useMutation as useTanstackMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { isApiError } from '../http/api-error.ts';
import { queryCache } from './query-cache.ts';

export interface MutationContext {
  /**
   * One key per logical submit: a retry after a transport failure (the request may have reached the
   * platform) reuses it, so the platform performs the action once; any answer from the platform ends it.
   */
  idempotencyKey: string;
}

export interface MutationResult<V, R> {
  /** runs the action; while one runs, another call returns the same promise (no double submission) */
  mutate: (variables: V) => Promise<R>;
  isPending: boolean;
  error: unknown;
  data: R | undefined;
  reset: () => void;
}

const transportFailure = (error: unknown) => isApiError(error) && (error.code === 'network' || error.code === 'timeout');

const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? // eslint-disable-next-line compat/compat -- asked for only where 'randomUUID' in crypto
      crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

interface Submit<V> {
  variables: V;
  idempotencyKey: string;
}

/**
 * A change on the server (a form submit, a claim): one at a time, its pending state, its error and result.
 * Never retried by the library (query-client.ts): only the user's own retry, with the same key.
 */
export function useMutation<V, R>(action: (variables: V, context: MutationContext) => Promise<R>): MutationResult<V, R> {
  const mutation = useTanstackMutation<R, unknown, Submit<V>>(
    { mutationFn: ({ variables, idempotencyKey }) => action(variables, { idempotencyKey }) },
    queryCache.client,
  );
  // refs written by the tap, not by render: a second tap in the same tick must already see the first
  const inflight = useRef<Promise<R> | null>(null);
  const key = useRef<string | null>(null);
  const { mutateAsync, reset: resetMutation } = mutation;

  const mutate = useCallback(
    (variables: V) => {
      if (inflight.current) return inflight.current;
      key.current ??= newIdempotencyKey();
      const run = mutateAsync({ variables, idempotencyKey: key.current }).then(
        (data) => {
          key.current = null;
          inflight.current = null;
          return data;
        },
        (error: unknown) => {
          if (!transportFailure(error)) key.current = null;
          inflight.current = null;
          throw error;
        },
      );
      inflight.current = run;
      return run;
    },
    [mutateAsync],
  );

  const reset = useCallback(() => {
    key.current = null;
    resetMutation();
  }, [resetMutation]);

  return { mutate, isPending: mutation.isPending, error: mutation.error, data: mutation.data, reset };
}
