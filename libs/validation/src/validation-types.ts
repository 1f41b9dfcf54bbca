import type { ParseKeys } from 'i18next';

/** a key of the engine's own messages, in the 'common' namespace */
export type MessageKey = ParseKeys<'common'>;

/**
 * One field's rule as the platform's register settings send it (spec section 5). `acceptedPattern` is a
 * regular expression source, '*' (or empty) for anything; the error text comes from a translation key
 * per `patternId`.
 */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  minLength?: number;
  maxLength?: number;
  patternId?: string;
}

/** Field name -> rule; the key order is the order fields are checked and reported in. */
export type RuleSet = Record<string, FieldRule>;

/**
 * A failed check: an i18n key (in the 'common' namespace) and its interpolation values. The engine
 * never translates; the UI calls `t(error.key, error.params)` at render, so a language switch
 * re-renders the message.
 */
export interface ValidationError {
  key: string;
  params?: Record<string, string | number>;
}

export type FormValues = Readonly<Record<string, string>>;

/**
 * A check the spec fixes whatever the server says (confirm password, captcha, ...). It sees the whole
 * form so it can compare fields; `deps` names the other fields it reads, so the form re-checks it when
 * one of them changes.
 */
export interface FieldCheck {
  (value: string, values: FormValues): ValidationError | null;
  deps?: readonly string[];
}

/** Field name -> the extra check(s) for that field, run after the server rule passes. */
export type CheckSet = Record<string, FieldCheck | readonly FieldCheck[] | undefined>;
