import { latinDigits } from '@wl/kit';

// Money as the player types it and as the platform sends it, in integer paisa. Nothing here multiplies a
// float by 100: text is split at the point and the two parts are read as integers (dev-api/CONTRACT.md 15,
// "Amounts").

/** Why a typed amount cannot be sent; the message keys are `cashier:amount.<problem>`. */
export type AmountProblem =
  | 'required'
  | 'not_numeric'
  | 'negative'
  | 'too_many_decimals'
  | 'zero'
  | 'below_min'
  | 'above_max'
  | 'over_balance';

export type ParsedAmount = { ok: true; paisa: number } | { ok: false; problem: AmountProblem };

/** Limits of one form, in paisa. `balance` is set where the money leaves the wallet. */
export interface AmountLimits {
  min: number;
  max: number;
  balance?: number;
}

/** More whole digits than any limit: refused as above the maximum before precision could be lost. */
const MAX_WHOLE_DIGITS = 12;

/** The typed text as paisa, or what is wrong with its form (not yet its size). */
export function parseAmount(input: string): ParsedAmount {
  const text = latinDigits(input).trim();
  if (text === '') return { ok: false, problem: 'required' };
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return { ok: false, problem: 'not_numeric' };
  const sign = match[1];
  const fraction = match[3] ?? '';
  const whole = (match[2] ?? '').replace(/^0+(?=\d)/, '');
  const isZero = /^0*$/.test(whole) && /^0*$/.test(fraction);
  if (sign === '-' && !isZero) return { ok: false, problem: 'negative' };
  if (fraction.length > 2) return { ok: false, problem: 'too_many_decimals' };
  if (isZero) return { ok: false, problem: 'zero' };
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false, problem: 'above_max' };
  return { ok: true, paisa: Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0')) };
}

/** A typed amount checked against the form's limits, in the order the platform checks them. */
export function checkAmount(input: string, limits: AmountLimits): ParsedAmount {
  const parsed = parseAmount(input);
  if (!parsed.ok) return parsed;
  if (parsed.paisa < limits.min) return { ok: false, problem: 'below_min' };
  if (parsed.paisa > limits.max) return { ok: false, problem: 'above_max' };
  if (limits.balance !== undefined && parsed.paisa > limits.balance) return { ok: false, problem: 'over_balance' };
  return parsed;
}

/** A platform amount (a JSON number in taka, at most 2 decimals) in paisa; String() gives its exact decimal text. */
export function toPaisa(taka: number | string | null | undefined): number {
  if (taka === null || taka === undefined) return 0;
  const parsed = parseAmount(String(taka).replace('+', ''));
  if (parsed.ok) return parsed.paisa;
  return parsed.problem === 'negative' ? -toPaisa(String(taka).trim().slice(1)) : 0;
}

/** Paisa as the exact decimal text the platform reads: 100050 -> "1000.50". */
export function paisaText(paisa: number): string {
  const sign = paisa < 0 ? '-' : '';
  const abs = Math.abs(paisa);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** What a quick amount puts in the field: whole taka without decimals ("500"), else two ("350.50"). */
export function paisaInput(paisa: number): string {
  return paisa % 100 === 0 ? String(paisa / 100) : paisaText(paisa);
}
