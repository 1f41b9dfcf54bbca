import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { FormValidation } from '@wl/validation';

type Values = Record<string, string>;

export interface GuardedSubmitOptions {
  /** false while the form cannot be sent at all (e.g. terms not accepted): a submit then does nothing */
  enabled?: boolean;
  /** a step before validation; false stops the submit (e.g. after a popup explained why) */
  beforeSubmit?: (values: Values, form: FormValidation) => boolean | Promise<boolean>;
}

/**
 * The submit every auth form shares: one request at a time, the form error cleared, every field
 * validated (the first invalid one focused) and pending shown only while the action runs. The action
 * handles its own failures; one it throws still resets pending, then rejects the submit.
 */
export function useGuardedSubmit(
  form: FormValidation,
  action: (values: Values, form: FormValidation) => Promise<void>,
  options: GuardedSubmitOptions = {},
) {
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // A ref, not state: a second submit in the same tick must already see the first one.
  const busy = useRef(false);
  // The latest of each, so submit stays stable and never runs with a stale render's values.
  const latest = useRef({ form, action, options });
  latest.current = { form, action, options };

  const submit = useCallback(async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy.current || latest.current.options.enabled === false) return;
    busy.current = true;
    setFormError(null);
    try {
      const { beforeSubmit } = latest.current.options;
      if (beforeSubmit && !(await beforeSubmit(latest.current.form.values, latest.current.form))) return;
      // read again: the form may have rendered while beforeSubmit waited (a popup)
      const { form: f, action } = latest.current;
      if (Object.keys(f.validateAll()).length > 0) return;
      setPending(true);
      await action(f.values, f);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);

  return { submit, pending, formError, setFormError };
}
