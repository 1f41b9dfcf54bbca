import { useMemo, useRef } from 'react';
import { type DefaultValues, type FieldError, type UseFormReturn, useForm } from 'react-hook-form';

type Values = Record<string, string>;

/** A field's check: its problem in words (translated), or null. */
export type CashierCheck = (value: string, values: Values) => string | null;

export interface CashierFieldCheck {
  check: CashierCheck;
  /**
   * When its problem shows before a submit: 'typing' problems as they are typed (a letter in an amount),
   * the others once the field is left with something in it. Default: only after a submit.
   */
  early?: (value: string) => 'typing' | 'left' | null;
}

export type CashierForm = UseFormReturn<Values>;

/**
 * The cashier's forms on react-hook-form: its own checks (amounts in paisa, the withdrawal password) as a
 * resolver. A submit checks every field; before it, a field shows only what its `early` rule allows, and
 * after it every change re-checks the field.
 */
export function useCashierForm(defaultValues: Values, checks: Record<string, CashierFieldCheck>): CashierForm {
  // the latest checks (limits change with the channel) and the form, read by the resolver at every call
  const latest = useRef({ checks, form: null as CashierForm | null, submitting: false });
  latest.current.checks = checks;
  const resolver = useMemo(
    () => (values: Values, _context: unknown, options: { names?: string[] }) => {
      const form = latest.current.form;
      const errors: Record<string, FieldError> = {};
      for (const [name, { check, early }] of Object.entries(latest.current.checks)) {
        const value = values[name] ?? '';
        const problem = check(value, values);
        if (!problem) continue;
        // a submit (or a check of every field) shows every problem; a field's own check on a change or a
        // leave shows what its rule allows, until the first submit
        const whole = latest.current.submitting || (options.names?.length ?? 2) > 1 || form?.formState.isSubmitted;
        const when = early?.(value);
        const left = when === 'left' && (form?.getFieldState(name).isTouched ?? false) && value.trim() !== '';
        if (whole || when === 'typing' || left) errors[name] = { type: 'check', message: problem };
      }
      return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
    },
    [],
  );
  const form = useForm<Values>({
    mode: 'all',
    reValidateMode: 'onChange',
    resolver,
    defaultValues: defaultValues as DefaultValues<Values>,
  });
  if (latest.current.form !== form) {
    // react-hook-form tells the resolver nothing of why it runs: its submit says so here (once per form object)
    const handleSubmit = form.handleSubmit;
    form.handleSubmit = (onValid, onInvalid) => async (event) => {
      latest.current.submitting = true;
      try {
        await handleSubmit(onValid, onInvalid)(event);
      } finally {
        latest.current.submitting = false;
      }
    };
    latest.current.form = form;
  }
  return form;
}
