import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../http/api-error.ts';

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

export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

/** A change on the server (a form submit, a claim): one at a time, its pending state, its error and result. */
export function useMutation<V, R>(action: (variables: V, context: MutationContext) => Promise<R>): MutationResult<V, R> {
  const [state, setState] = useState<{ isPending: boolean; error: unknown; data: R | undefined }>({
    isPending: false,
    error: null,
    data: undefined,
  });
  // refs, not state: a second tap in the same tick must already see the first
  const inflight = useRef<Promise<R> | null>(null);
  const key = useRef<string | null>(null);
  const actionRef = useRef(action);
  actionRef.current = action;

  const mutate = useCallback((variables: V) => {
    if (inflight.current) return inflight.current;
    key.current ??= newIdempotencyKey();
    setState((s) => ({ ...s, isPending: true, error: null }));
    const run = actionRef.current(variables, { idempotencyKey: key.current }).then(
      (data) => {
        key.current = null;
        inflight.current = null;
        setState({ isPending: false, error: null, data });
        return data;
      },
      (error: unknown) => {
        if (!transportFailure(error)) key.current = null;
        inflight.current = null;
        setState((s) => ({ ...s, isPending: false, error }));
        throw error;
      },
    );
    inflight.current = run;
    return run;
  }, []);

  const reset = useCallback(() => {
    key.current = null;
    setState({ isPending: false, error: null, data: undefined });
  }, []);

  return { mutate, ...state, reset };
}
