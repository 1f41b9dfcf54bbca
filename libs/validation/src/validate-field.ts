import { compilePattern } from './pattern-cache.ts';
import type { CheckSet, FieldCheck, FieldRule, FormValues, MessageKey, RuleSet, ValidationError } from './validation-types.ts';
import { validationTranslations } from './validation.i18n.ts';

export interface ValidateFieldExtra {
  /** the field's name: names the pattern text when the rule has no patternId */
  field?: string;
  /** the whole form, for checks that compare fields */
  values?: FormValues;
  /** the spec's fixed checks for this field, run after the server rule passes */
  checks?: FieldCheck | readonly FieldCheck[];
}

// Settings have been seen with '1'/'0' as well as booleans; both mean the same.
const isOn = (flag: unknown) => flag === true || flag === 1 || flag === '1' || flag === 'true';

const bound = (n: unknown): number | undefined => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined);

// a Set, not `in` on the texts object: 'toString' is no pattern id (and Object.hasOwn is beyond Safari 15.0, decision 043)
type PatternId = keyof typeof validationTranslations.en.pattern;
const knownPatternIds: ReadonlySet<string> = new Set(Object.keys(validationTranslations.en.pattern));
const isPatternId = (id: string | undefined): id is PatternId => id !== undefined && knownPatternIds.has(id);

/** The text key for a pattern mismatch; ids without their own text share the default one. */
export function patternErrorKey(patternId: string | undefined): MessageKey {
  return isPatternId(patternId) ? `validation.pattern.${patternId}` : 'validation.pattern.default';
}

function lengthError(length: number, min: number | undefined, max: number | undefined): ValidationError | null {
  if ((min === undefined || length >= min) && (max === undefined || length <= max)) return null;
  if (min !== undefined && max !== undefined) return { key: 'validation.length', params: { min, max, context: 'range' } };
  if (min !== undefined) return { key: 'validation.length', params: { min, context: 'min' } };
  return { key: 'validation.length', params: { max: max ?? 0, context: 'max' } };
}

function checkRule(rule: FieldRule | undefined, value: string, field: string | undefined): ValidationError | null {
  if (!rule || !isOn(rule.enabled)) return null;
  if (value.trim() === '') return isOn(rule.required) ? { key: 'validation.required' } : null;
  // code points, as the server counts: an emoji is one character, not two UTF-16 units
  const tooShortOrLong = lengthError([...value].length, bound(rule.minLength), bound(rule.maxLength));
  if (tooShortOrLong) return tooShortOrLong;
  const pattern = compilePattern(rule.acceptedPattern);
  if (pattern && !pattern.test(value)) return { key: patternErrorKey(rule.patternId || field) };
  return null;
}

export const asCheckList = (checks: FieldCheck | readonly FieldCheck[] | undefined): readonly FieldCheck[] =>
  checks === undefined ? [] : typeof checks === 'function' ? [checks] : checks;

/**
 * One field against its server rule, then the spec's fixed checks; the first failure wins. A missing or
 * disabled rule passes, and so does an optional field left empty (spaces count as empty).
 */
export function validateField(rule: FieldRule | undefined, value: string, extra: ValidateFieldExtra = {}): ValidationError | null {
  const text = value ?? '';
  const ruleError = checkRule(rule, text, extra.field);
  if (ruleError) return ruleError;
  const values = extra.values ?? (extra.field ? { [extra.field]: text } : {});
  for (const check of asCheckList(extra.checks)) {
    const error = check(text, values);
    if (error) return error;
  }
  return null;
}

/** Every field that has a rule or a check: rules first, in their order, then fields with checks only. */
export function fieldsOf(rules: RuleSet, checks: CheckSet = {}): string[] {
  return [...new Set([...Object.keys(rules), ...Object.keys(checks)])];
}

/** The errors of a whole form, keyed by field, in field order; valid fields are absent. */
export function validateForm(rules: RuleSet, values: FormValues, extraChecks: CheckSet = {}): Record<string, ValidationError> {
  const errors: Record<string, ValidationError> = {};
  for (const field of fieldsOf(rules, extraChecks)) {
    const error = validateField(rules[field], values[field] ?? '', { field, values, checks: extraChecks[field] });
    if (error) errors[field] = error;
  }
  return errors;
}

/** The field to focus after a failed submit: the first of `order` with an error, else the first error. */
export function firstInvalidField(
  errors: Readonly<Record<string, ValidationError | undefined>>,
  order?: readonly string[],
): string | undefined {
  const failed = (field: string) => errors[field] !== undefined;
  return order?.find(failed) ?? Object.keys(errors).find(failed);
}
