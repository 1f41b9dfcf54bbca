import { ApiError } from '../http/api-error.ts';
import type { ErrorCode } from '../http/error-catalogue.ts';
import { cashierError } from './cashier-errors.ts';

export interface AmountLimits {
  minPaisa: number;
  maxPaisa: number;
  /** When the amount leaves the balance (withdraw, transfer): above it is INSUFFICIENT_BALANCE. */
  balancePaisa?: number;
}

/** More digits than any limit: refused as above the maximum before it could lose precision. */
const MAX_WHOLE_DIGITS = 12;

/**
 * The amount a player typed, exactly in paisa: a JSON number or a string of digits with at most two
 * decimals. Never goes through floating point arithmetic: the text is split at the point.
 */
export function parseAmountPaisa(input: unknown, limits: AmountLimits): number {
  const fail = (code: ErrorCode, status = 400): ApiError => cashierError(status, code, { min: limits.minPaisa, max: limits.maxPaisa });
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw fail('AMOUNT_NOT_NUMERIC');
    // String() of a JSON number gives its shortest exact decimal form (100.5 -> "100.5", 1e21 -> "1e+21").
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else if (input === undefined || input === null) {
    throw fail('AMOUNT_REQUIRED');
  } else {
    throw fail('AMOUNT_NOT_NUMERIC');
  }
  if (text === '') throw fail('AMOUNT_REQUIRED');
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw fail('AMOUNT_NOT_NUMERIC');
  const [, sign, whole, fraction = ''] = match;
  const digits = (whole ?? '').replace(/^0+(?=\d)/, '');
  const isZero = /^0*$/.test(digits) && /^0*$/.test(fraction);
  if (sign === '-' && !isZero) throw fail('AMOUNT_NEGATIVE');
  if (fraction.length > 2) throw fail('AMOUNT_TOO_MANY_DECIMALS');
  if (isZero) throw fail('AMOUNT_ZERO');
  if (digits.length > MAX_WHOLE_DIGITS) throw fail('AMOUNT_ABOVE_MAX');
  const paisa = Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (paisa < limits.minPaisa) throw fail('AMOUNT_BELOW_MIN');
  if (paisa > limits.maxPaisa) throw fail('AMOUNT_ABOVE_MAX');
  if (limits.balancePaisa !== undefined && paisa > limits.balancePaisa) {
    throw insufficientBalance(limits.balancePaisa);
  }
  return paisa;
}

/** The ledger's own code, so the client maps one code whichever check refused first. */
export function insufficientBalance(balancePaisa: number): ApiError {
  return new ApiError(400, 'INSUFFICIENT_BALANCE', { value: { balance: balancePaisa / 100 } });
}
