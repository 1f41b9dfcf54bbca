import { useState } from 'react';
import { type AmountLimits, type AmountProblem, checkAmount, parseAmount, TYPING_PROBLEMS } from './money.ts';

export interface AmountInput {
  /** the problem to show now (as typed, after leaving the field, or after a submit) */
  problem: AmountProblem | null;
  onBlur: () => void;
  /** on submit: the amount in paisa, or null with every problem shown */
  validate: () => number | null;
  /** forget that the field was left or submitted (a new, empty form) */
  reset: () => void;
}

/**
 * The checks of an amount field: format problems while typing, every problem once the player leaves the
 * field or submits. The text itself is the caller's (a draft that survives a re-login).
 */
export function useAmountInput(text: string, limits: AmountLimits | undefined): AmountInput {
  const [checked, setChecked] = useState(false);
  const result = limits ? checkAmount(text, limits) : parseAmount(text);
  const problem = result.ok ? null : result.problem;
  const shown = problem && (checked || (text.trim() !== '' && TYPING_PROBLEMS.includes(problem))) ? problem : null;
  return {
    problem: shown,
    onBlur: () => {
      if (text.trim() !== '') setChecked(true);
    },
    validate: () => {
      setChecked(true);
      return result.ok ? result.paisa : null;
    },
    reset: () => setChecked(false),
  };
}
