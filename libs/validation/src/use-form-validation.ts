import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asCheckList, fieldsOf, firstInvalidField, validateField, validateForm } from './validate-field.ts';
import type { CheckSet, RuleSet, ValidationError } from './validation-types.ts';

/** Spec section 4: a language change revalidates filled fields after 200 ms. */
export const LANGUAGE_REVALIDATE_DELAY_MS = 200;

export interface UseFormValidationOptions {
  /** server rules (register settings); may arrive after the first render */
  rules?: RuleSet;
  /** the spec's fixed checks per field */
  checks?: CheckSet;
  initialValues?: Record<string, string>;
  /** the order fields appear on screen, for focusing the first invalid one; default: rules, then checks */
  order?: readonly string[];
}

export interface FormValidation {
  values: Record<string, string>;
  /** errors of touched fields only; translate with t(error.key, error.params) */
  errors: Partial<Record<string, ValidationError>>;
  touched: Partial<Record<string, boolean>>;
  setValue: (field: string, value: string) => void;
  /** marks a field as visited (on blur) and shows its error */
  touch: (field: string) => void;
  /** checks every field, shows every error and focuses the first invalid field */
  validateAll: () => Record<string, ValidationError>;
  /** a ref callback for the field's input, used to focus it; without it the element with id=field is used */
  register: (field: string) => (element: HTMLElement | null) => void;
  focus: (field: string) => void;
  /** shows an error the server reported for a field (e.g. 'invitation_code_error'); null clears it */
  setFieldError: (field: string, error: ValidationError | null) => void;
  /** back to the given values (default: the initial ones), nothing touched */
  reset: (values?: Record<string, string>) => void;
  /** the whole form passes, touched or not */
  isValid: boolean;
  anyTouched: boolean;
}

interface FormState {
  values: Record<string, string>;
  touched: Partial<Record<string, boolean>>;
  errors: Partial<Record<string, ValidationError>>;
}

const isFilled = (value: string | undefined) => (value ?? '').trim() !== '';

function withResult(errors: FormState['errors'], field: string, error: ValidationError | null): FormState['errors'] {
  const next = { ...errors };
  if (error) next[field] = error;
  else delete next[field];
  return next;
}

/**
 * Form state with the validation of spec section 5. Errors show once a field is touched (or after
 * validateAll). Changing a field re-checks the filled fields whose checks read it (the confirm password
 * when the password changes), and a language change re-checks filled fields after 200 ms.
 */
export function useFormValidation({ rules = {}, checks = {}, initialValues = {}, order }: UseFormValidationOptions = {}): FormValidation {
  const [state, setState] = useState<FormState>(() => ({ values: { ...initialValues }, touched: {}, errors: {} }));
  // The latest state and config, so handlers called several times in one event see each other's changes
  // and handlers stay stable across renders.
  const stateRef = useRef(state);
  const initialRef = useRef(initialValues);
  const configRef = useRef({ rules, checks, order });
  configRef.current = { rules, checks, order };
  const elements = useRef(new Map<string, HTMLElement>());
  const refCallbacks = useRef(new Map<string, (element: HTMLElement | null) => void>());

  const commit = useCallback((next: FormState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const check = useCallback((field: string, values: Record<string, string>) => {
    const { rules: r, checks: c } = configRef.current;
    return validateField(r[field], values[field] ?? '', { field, values, checks: c[field] });
  }, []);

  /** Re-checks the given fields (marking them touched) on top of a state. */
  const recheck = useCallback(
    (base: FormState, fields: Iterable<string>): FormState => {
      let { touched, errors } = base;
      for (const field of fields) {
        touched = { ...touched, [field]: true };
        errors = withResult(errors, field, check(field, base.values));
      }
      return { values: base.values, touched, errors };
    },
    [check],
  );

  const setValue = useCallback(
    (field: string, value: string) => {
      const prev = stateRef.current;
      const values = { ...prev.values, [field]: value };
      const due: string[] = prev.touched[field] ? [field] : [];
      for (const [other, otherChecks] of Object.entries(configRef.current.checks)) {
        if (other === field) continue;
        const readsField = asCheckList(otherChecks).some((c) => c.deps?.includes(field));
        if (readsField && (isFilled(values[other]) || prev.touched[other])) due.push(other);
      }
      commit(recheck({ ...prev, values }, due));
    },
    [commit, recheck],
  );

  const touch = useCallback((field: string) => commit(recheck(stateRef.current, [field])), [commit, recheck]);

  const focus = useCallback((field: string) => {
    const element = elements.current.get(field) ?? document.getElementById(field);
    element?.focus();
  }, []);

  const validateAll = useCallback(() => {
    const { rules: r, checks: c, order: o } = configRef.current;
    const prev = stateRef.current;
    const fields = fieldsOf(r, c);
    const errors = validateForm(r, prev.values, c);
    const touched = { ...prev.touched };
    for (const field of fields) touched[field] = true;
    commit({ values: prev.values, touched, errors });
    const first = firstInvalidField(errors, o ?? fields);
    if (first) focus(first);
    return errors;
  }, [commit, focus]);

  const register = useCallback((field: string) => {
    // One stable callback per field, so React does not detach and re-attach it on every render.
    let callback = refCallbacks.current.get(field);
    if (!callback) {
      callback = (element) => {
        if (element) elements.current.set(field, element);
        else elements.current.delete(field);
      };
      refCallbacks.current.set(field, callback);
    }
    return callback;
  }, []);

  const setFieldError = useCallback(
    (field: string, error: ValidationError | null) => {
      const prev = stateRef.current;
      commit({ values: prev.values, touched: { ...prev.touched, [field]: true }, errors: withResult(prev.errors, field, error) });
    },
    [commit],
  );

  const reset = useCallback(
    (values?: Record<string, string>) => commit({ values: { ...(values ?? initialRef.current) }, touched: {}, errors: {} }),
    [commit],
  );

  // The language as React sees it (react-i18next re-renders on a change), so this works under any
  // I18nextProvider; a burst of changes re-arms one timer.
  const language = useTranslation().i18n?.language;
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return undefined;
    shownLanguage.current = language;
    const timer = setTimeout(() => {
      const prev = stateRef.current;
      const { rules: r, checks: c } = configRef.current;
      const filled = fieldsOf(r, c).filter((field) => isFilled(prev.values[field]) || prev.touched[field]);
      if (filled.length) commit(recheck(prev, filled));
    }, LANGUAGE_REVALIDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [language, commit, recheck]);

  const isValid = Object.keys(validateForm(rules, state.values, checks)).length === 0;
  const anyTouched = Object.values(state.touched).some(Boolean);

  return {
    values: state.values,
    errors: state.errors,
    touched: state.touched,
    setValue,
    touch,
    validateAll,
    register,
    focus,
    setFieldError,
    reset,
    isValid,
    anyTouched,
  };
}
