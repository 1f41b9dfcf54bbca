import * as v from 'valibot';
import { type AmountLimits, type AmountProblem, checkAmount, type ParsedAmount } from './money.ts';

// The cashier's forms as every form of the site (decision 057): a valibot schema per form, react-hook-form's own
// resolver for a Standard Schema (`@hookform/resolvers/standard-schema`), and the submit given the parsed values
// (an amount in paisa, a number as the platform reads it), not the text typed. Only the functions of the pages'
// shared valibot entry are used (tooling/build/shared-entries/valibot.js).

/** When a problem shows: once its field was left (or after a submit), then at every change. */
export const CHECKED = { mode: 'onTouched', reValidateMode: 'onChange' } as const;

/** A text field whose problem, if it has one, `problem` says in words. */
export const said = (problem: (value: string) => string | null) =>
  v.pipe(
    v.string(),
    v.check(
      (value) => problem(value) === null,
      (issue) => problem(issue.input) ?? '',
    ),
  );

/** An amount typed within the limits, parsed once, to integer paisa; its problem in words (`say`) otherwise. */
export const paisaAmount = (limits: AmountLimits, say: (problem: AmountProblem) => string) =>
  v.pipe(
    v.string(),
    v.transform((text): ParsedAmount => checkAmount(text, limits)),
    v.check(
      (amount) => amount.ok,
      ({ input }) => (input.ok ? '' : say(input.problem)),
    ),
    v.transform((amount) => (amount.ok ? amount.paisa : 0)),
  );
