import { latinDigits } from '@wl/kit';

// A payout account as the platform binds it (CONTRACT.md 15): an e-wallet number by the provider's
// pattern, or a bank account of 10 to 17 digits; the payee's name optional for an e-wallet, required for a bank.

export type AccountType = 'ewallet' | 'bank';
export type AccountProblem = 'required' | 'format';

/** The number as the platform reads it: Bengali digits as Latin, spaces and dashes dropped. */
export const normalizeAccountNumber = (text: string): string => latinDigits(text).replace(/[\s-]/g, '');

export function accountNumberProblem(type: AccountType, numberPattern: string | null, text: string): AccountProblem | null {
  const number = normalizeAccountNumber(text);
  if (number === '') return 'required';
  if (type === 'bank') return /^\d{10,17}$/.test(number) ? null : 'format';
  try {
    return numberPattern && !new RegExp(numberPattern).test(number) ? 'format' : null;
  } catch {
    return null;
  }
}

export const normalizeName = (text: string): string => text.trim().replace(/\s+/g, ' ');

export function payeeNameProblem(type: AccountType, text: string): AccountProblem | null {
  const name = normalizeName(text);
  if (name === '') return type === 'bank' ? 'required' : null;
  return /^[\p{L}\p{M}][\p{L}\p{M} .'-]{1,59}$/u.test(name) ? null : 'format';
}
