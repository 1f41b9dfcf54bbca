import * as v from 'valibot';
import { fieldsOf, validateField } from './validate-field.ts';
import { validationMessage } from './validation-message.ts';
import type { CheckSet, FormValues, RuleSet } from './validation-types.ts';

export interface RulesConfig {
  /** server rules (register settings); may arrive after the first render */
  rules?: RuleSet;
  /** the spec's fixed checks per field */
  checks?: CheckSet;
}

/**
 * The rules of spec section 5 as one valibot schema (decision 057): each field against its server rule, then the
 * spec's fixed checks, the first failure said at its field in the current language. The checks of a field run on
 * the whole form, so a confirmation reads the password it confirms. `parse` makes the values what the submit
 * receives; without it, the text as typed.
 */
export function rulesSchema<P = FormValues>({ rules = {}, checks = {} }: RulesConfig, parse?: (values: FormValues) => P) {
  const errorOf = (field: string, values: FormValues) =>
    validateField(rules[field], values[field] ?? '', { field, values, checks: checks[field] });
  // a field not yet rendered has no value (undefined): it reads as empty, as the rules read an empty field
  const form = v.record(v.string(), v.unknown()) as v.GenericSchema<FormValues, FormValues>;
  const checked = fieldsOf(rules, checks).reduce<v.GenericSchema<FormValues, FormValues>>(
    (schema, field) =>
      v.pipe(
        schema,
        v.forward(
          v.check(
            (values: FormValues) => errorOf(field, values) === null,
            ({ input }) => validationMessage(errorOf(field, input)),
          ),
          [field],
        ),
      ),
    form,
  );
  return parse ? v.pipe(checked, v.transform(parse)) : (checked as v.GenericSchema<FormValues, P>);
}
