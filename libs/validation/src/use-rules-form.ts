import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { type DefaultValues, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type RulesConfig, rulesResolver } from './rules-resolver.ts';
import { asCheckList, fieldsOf } from './validate-field.ts';
import type { FormValues } from './validation-types.ts';

/** Spec section 4: a language change revalidates filled fields after 200 ms. */
export const LANGUAGE_REVALIDATE_DELAY_MS = 200;

export type RulesForm = UseFormReturn<Record<string, string>>;

export interface UseRulesFormOptions extends RulesConfig {
  defaultValues?: Record<string, string>;
}

const isFilled = (value: string | undefined) => (value ?? '').trim() !== '';

/** The fields whose checks read `field` (the confirm password reads the password). */
function readersOf(config: RulesConfig, field: string): string[] {
  return Object.entries(config.checks ?? {})
    .filter(([other, checks]) => other !== field && asCheckList(checks).some((check) => check.deps?.includes(field)))
    .map(([other]) => other);
}

/**
 * A react-hook-form form checked by the rules of spec section 5 (rulesResolver). A field's error shows once
 * it was left (or after a submit) and follows every change after that; a change re-checks the filled or
 * visited fields whose checks read the changed one, and a language change re-checks filled fields after
 * 200 ms, so every error is in the language on screen.
 */
export function useRulesForm({ rules, checks, defaultValues }: UseRulesFormOptions = {}): RulesForm {
  const { t, i18n } = useTranslation('common');
  // The latest of each, read by the resolver at every call: rules that arrive late apply at once.
  const latest = useRef({ config: { rules, checks } as RulesConfig, t });
  // the latest render's, written after it commits (never during a render)
  useLayoutEffect(() => {
    latest.current = { config: { rules, checks }, t };
  });
  const resolver = useMemo(
    () =>
      rulesResolver(
        () => latest.current.config,
        () => latest.current.t as never,
      ),
    [],
  );
  const form = useForm<Record<string, string>>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    resolver,
    defaultValues: defaultValues as DefaultValues<FormValues>,
  });
  const { watch, trigger, getFieldState, getValues } = form;

  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      const readers = readersOf(latest.current.config, name).filter((f) => isFilled(getValues(f)) || getFieldState(f).isTouched);
      if (readers.length) void trigger(readers);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getValues, getFieldState]);

  const language = i18n?.language;
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return undefined;
    shownLanguage.current = language;
    const timer = setTimeout(() => {
      const { rules: r = {}, checks: c = {} } = latest.current.config;
      const fields = fieldsOf(r, c).filter((f) => isFilled(getValues(f)) || getFieldState(f).isTouched);
      if (fields.length) void trigger(fields);
    }, LANGUAGE_REVALIDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [language, trigger, getValues, getFieldState]);
  return form;
}
