import { type FormEvent, useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

export interface GuardedSubmitOptions<V extends FieldValues, P = V> {
  /** false while the form cannot be sent at all (e.g. terms not accepted): a submit then does nothing */
  enabled?: boolean;
  /** a step before validation, on the values as typed; false stops the submit (e.g. after a popup explained why) */
  beforeSubmit?: (values: V, form: UseFormReturn<V, unknown, P>) => boolean | Promise<boolean>;
}

/**
 * The one submit of every form: one request at a time (a second tap, even in the same tick, sends
 * nothing), the form error cleared, every field validated by the form's resolver (the first invalid one
 * focused) and `pending` true only while the action runs. The action gets the values as the form's schema
 * parsed them (`P`: an amount in paisa, not its text). It handles its own failures; one it throws still ends
 * pending, then rejects the submit.
 */
export function useGuardedSubmit<V extends FieldValues, P = V>(
  form: UseFormReturn<V, unknown, P>,
  action: (values: P, form: UseFormReturn<V, unknown, P>) => Promise<void>,
  options: GuardedSubmitOptions<V, P> = {},
) {
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // A ref, not state: a second submit in the same tick must already see the first one.
  const busy = useRef(false);
  // The latest of each, so submit stays stable and never runs with a stale render's values.
  const latest = useRef({ form, action, options });
  // the latest render's, written after it commits (never during a render)
  useLayoutEffect(() => {
    latest.current = { form, action, options };
  });

  const submit = useCallback(async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy.current || latest.current.options.enabled === false) return;
    busy.current = true;
    setFormError(null);
    try {
      const { beforeSubmit } = latest.current.options;
      if (beforeSubmit && !(await beforeSubmit(latest.current.form.getValues(), latest.current.form))) return;
      // read again: the form may have rendered while beforeSubmit waited (a popup)
      const f = latest.current.form;
      await f.handleSubmit(async (values) => {
        setPending(true);
        await latest.current.action(values, f);
      })();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);

  return { submit, pending, formError, setFormError };
}
