import type { AmountLimits } from '../../../lib/money.ts';
import { latinDigits } from '@wl/kit';
import { toPaisa } from '../../../lib/money.ts';
import type { DepositChannel } from '../api/deposit-types.ts';

/** A channel's limits in paisa. */
export const channelLimits = (channel: Pick<DepositChannel, 'min' | 'max'>): AmountLimits => ({
  min: toPaisa(channel.min),
  max: toPaisa(channel.max),
});

/** A channel's quick amounts in paisa, those within its limits only. */
export function quickAmounts(channel: Pick<DepositChannel, 'min' | 'max' | 'quickAmounts'>): number[] {
  const { min, max } = channelLimits(channel);
  return channel.quickAmounts.map(toPaisa).filter((p) => p >= min && p <= max);
}

/** The platform's pattern, or null when it sent none or one that is not a valid expression. */
function compile(pattern: string | null): RegExp | null {
  if (!pattern) return null;
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/** A wallet number as typed: Bengali digits read, spaces, dashes and a +88 country prefix dropped. */
export function normalizeWalletNumber(text: string): string {
  const digits = latinDigits(text).replace(/[\s-]/g, '');
  return digits.replace(/^\+?88(?=01)/, '');
}

/** A TrxID as the wallet's SMS shows it: upper case, no spaces. */
export const normalizeTrxId = (text: string): string => latinDigits(text).replace(/\s/g, '').toUpperCase();

export type ProofProblem = 'required' | 'format';

/** The sending number by the channel's format. */
export function senderProblem(channel: Pick<DepositChannel, 'senderPattern'>, text: string): ProofProblem | null {
  const number = normalizeWalletNumber(text);
  if (number === '') return 'required';
  const pattern = compile(channel.senderPattern);
  return pattern && !pattern.test(number) ? 'format' : null;
}

/** The TrxID by the channel's format. */
export function trxIdProblem(channel: Pick<DepositChannel, 'trxIdPattern'>, text: string): ProofProblem | null {
  const trxId = normalizeTrxId(text);
  if (trxId === '') return 'required';
  const pattern = compile(channel.trxIdPattern);
  return pattern && !pattern.test(trxId) ? 'format' : null;
}

/** The bank payer's name: 2 to 60 letters of any script, spaces, dots, apostrophes, dashes. */
export function payerNameProblem(text: string): ProofProblem | null {
  const name = text.trim().replace(/\s+/g, ' ');
  if (name === '') return 'required';
  return /^[\p{L}\p{M}][\p{L}\p{M} .'-]{1,59}$/u.test(name) ? null : 'format';
}

/** An example number for the channel's format (what the placeholder shows). */
export const senderExample = (channel: Pick<DepositChannel, 'code'>): string =>
  channel.code === 'ROCKET' ? '017123456789' : '01712345678';
