import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type RulesConfig, rulesSchema } from './rules-schema.ts';
import { asCheckList, fieldsOf } from './validate-field.ts';
import type { FormValues } from './validation-types.ts';

/** Spec section 4: a language change revalidates filled fields after 200 ms. */
export const LANGUAGE_REVALIDATE_DELAY_MS = 200;

/**
 * A form on the rules; `P`, what its submit receives (the values as typed, unless the form parses them). Unnamed, any
 * form whose parse makes an object: what a helper or a field that reads or sets fields, and never submits, takes.
 */
export type RulesForm<P = FieldValues> = UseFormReturn<Record<string, string>, unknown, P>;

export interface UseRulesFormOptions<P = FormValues> extends RulesConfig {
  defaultValues?: Record<string, string>;
  /** what the checked values become for the submit: numbers, trimmed text (decision 057) */
  parse?: (values: FormValues) => P;
}

const isFilled = (value: string | undefined) => (value ?? '').trim() !== '';

/** The fields whose checks read `field` (the confirm password reads the password). */
function readersOf(config: RulesConfig, field: string): string[] {
  return Object.entries(config.checks ?? {})
    .filter(([other, checks]) => other !== field && asCheckList(checks).some((check) => check.deps?.includes(field)))
    .map(([other]) => other);
}

/**
 * A react-hook-form form checked by the rules of spec section 5, as one valibot schema (rulesSchema) through
 * react-hook-form's Standard Schema resolver (decision 057). A field's error shows once it was left (or after a
 * submit) and follows every change after that; a change re-checks the filled or visited fields whose checks read
 * the changed one, and a language change re-checks filled fields after 200 ms, so every error is in the language on
 * screen. The submit receives the values `parse` makes of them.
 */
export function useRulesForm<P = FormValues>({ rules, checks, defaultValues, parse }: UseRulesFormOptions<P> = {}): RulesForm<P> {
  const { i18n } = useTranslation('common');
  // the latest render's rules, for the re-checks below (written after it commits, never during a render); the
  // resolver is the render's own: react-hook-form takes the latest options at every render, so rules that arrive
  // late apply at once
  const latest = useRef<RulesConfig>({ rules, checks });
  useLayoutEffect(() => {
    latest.current = { rules, checks };
  });
  const form = useForm<Record<string, string>, unknown, P>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    resolver: standardSchemaResolver(rulesSchema({ rules, checks }, parse)),
    defaultValues: defaultValues as DefaultValues<FormValues>,
  });
  const { watch, trigger, getFieldState, getValues } = form;

  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      const readers = readersOf(latest.current, name).filter((f) => isFilled(getValues(f)) || getFieldState(f).isTouched);
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
      const { rules: r = {}, checks: c = {} } = latest.current;
      const fields = fieldsOf(r, c).filter((f) => isFilled(getValues(f)) || getFieldState(f).isTouched);
      if (fields.length) void trigger(fields);
    }, LANGUAGE_REVALIDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [language, trigger, getValues, getFieldState]);
  return form;
}
