import type { FieldError, Resolver } from 'react-hook-form';
import { fieldsOf, validateField } from './validate-field.ts';
import { validationMessage } from './validation-message.ts';
import type { CheckSet, FormValues, RuleSet } from './validation-types.ts';

/** Any i18next `t`, whatever namespace it was bound to. */
type Translate = (key: string, options: Record<string, string | number>) => string;

export interface RulesConfig {
  /** server rules (register settings); may arrive after the first render */
  rules?: RuleSet;
  /** the spec's fixed checks per field */
  checks?: CheckSet;
}

/**
 * A react-hook-form resolver of spec section 5: each field against its server rule, then the spec's fixed
 * checks; the first failure of a field wins. The error's `type` is the text key and its `message` the text
 * in the current language, so the field kit shows it as it is. `config` is read at every call: rules that
 * arrive late apply at once.
 */
export function rulesResolver(config: () => RulesConfig, t: () => Translate): Resolver<FormValues> {
  return (values) => {
    const { rules = {}, checks = {} } = config();
    const errors: Record<string, FieldError> = {};
    for (const field of fieldsOf(rules, checks)) {
      const error = validateField(rules[field], values[field] ?? '', { field, values, checks: checks[field] });
      if (error) errors[field] = { type: error.key, message: validationMessage(t(), error) };
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}
