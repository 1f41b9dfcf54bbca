import type { LimitPeriod } from '@wl/platform-contract';
import { formatDate, formatMoney, isApiError } from '@wl/kit';
import type { CashierKey, CashierT } from '../i18n/cashier.i18n.ts';
import { type AmountProblem, toPaisa } from './money.ts';

/** The amount codes of the platform, as the amount field's own problems. */
const AMOUNT_CODES: Record<string, AmountProblem> = {
  AMOUNT_REQUIRED: 'required',
  AMOUNT_NOT_NUMERIC: 'not_numeric',
  AMOUNT_NEGATIVE: 'negative',
  AMOUNT_TOO_MANY_DECIMALS: 'too_many_decimals',
  AMOUNT_ZERO: 'zero',
  AMOUNT_BELOW_MIN: 'below_min',
  AMOUNT_ABOVE_MAX: 'above_max',
  INSUFFICIENT_BALANCE: 'over_balance',
};

// the period of a deposit limit the platform adds before this release names it shows as the platform sends it
const LIMIT_PERIOD_TEXT = new Map<string, CashierKey>(
  Object.entries({
    daily: 'cashier:deposit.limit_period.daily',
    weekly: 'cashier:deposit.limit_period.weekly',
    monthly: 'cashier:deposit.limit_period.monthly',
  } satisfies Record<LimitPeriod, CashierKey>),
);

/** The field a refusal is about, so the form can show it there and move focus to it. */
const FIELD_OF_CODE: Record<string, string> = {
  SENDER_NUMBER_INVALID: 'senderNumber',
  TRXID_INVALID: 'trxId',
  TRXID_USED: 'trxId',
  PAYER_NAME_INVALID: 'payerName',
  BANK_NOT_FOUND: 'bankCode',
  PAYMENT_PASSWORD_INCORRECT: 'paymentPassword',
  PAYMENT_PASSWORD_LOCKED: 'paymentPassword',
  PAYMENT_PASSWORD_FORMAT: 'newPassword',
  PAYMENT_PASSWORD_WEAK: 'newPassword',
  PASSWORD_CONFIRM_MISMATCH: 'confirmPassword',
  BANK_CARD_INVALID: 'accountNumber',
  BANK_CARD_EXISTS: 'accountNumber',
  PAYEE_NAME_INVALID: 'payeeName',
  BANK_CARD_NOT_FOUND: 'bankCardId',
  PAYOUT_ACCOUNT_ON_HOLD: 'bankCardId',
  VERIFICATION_CODE_ERROR: 'verificationCode',
};

export interface SubmitProblem {
  /** the field it belongs to ('amount', 'trxId' ...), or null for the form as a whole */
  field: string | null;
  /** for 'amount': the amount field's own problem, worded with the limits the platform sent */
  amount?: { problem: AmountProblem; min?: number; max?: number; balance?: number };
  message: string;
}

const replyValue = (error: unknown): Record<string, unknown> =>
  isApiError(error) && typeof error.value === 'object' && error.value !== null ? (error.value as Record<string, unknown>) : {};

/**
 * What a refused submit says, and where. The cashier's own words for the codes it knows, else the
 * platform's message (already in the player's language), else 'Unknown error'.
 */
export function submitProblem(error: unknown, t: CashierT, params: Record<string, unknown> = {}): SubmitProblem {
  if (!isApiError(error)) return { field: null, message: t('common:errors.unknown') };
  const value = replyValue(error);
  const amountProblem = AMOUNT_CODES[error.code];
  if (amountProblem) {
    const figures = {
      min: value.min === undefined ? undefined : toPaisa(value.min as number),
      max: value.max === undefined ? undefined : toPaisa(value.max as number),
      balance: value.balance === undefined ? undefined : toPaisa(value.balance as number),
    };
    return { field: 'amount', amount: { problem: amountProblem, ...figures }, message: error.message };
  }
  let key = error.code;
  const extra: Record<string, unknown> = { ...params };
  if (key === 'PAYMENT_PASSWORD_INCORRECT' && typeof value.attemptsLeft === 'number') {
    key = 'PAYMENT_PASSWORD_INCORRECT_LEFT';
    extra.count = value.attemptsLeft;
  }
  if (key === 'PAYMENT_PASSWORD_LOCKED' && typeof value.retryAt === 'string') {
    extra.time = formatDate(value.retryAt, 'time');
  }
  if (key === 'PAYOUT_ACCOUNT_ON_HOLD' && typeof value.until === 'string') extra.time = formatDate(value.until, 'dateTime');
  if (key === 'DEPOSIT_OPEN_LIMIT' && typeof value.max === 'number') extra.count = value.max;
  if (key === 'DEPOSIT_LIMIT_EXCEEDED' && typeof value.limit === 'number' && typeof value.left === 'number') {
    // the player's own limit (issue 27): which one, how much is left and when it comes back
    const period = String(value.period);
    const periodKey = LIMIT_PERIOD_TEXT.get(period);
    extra.period = periodKey ? t(periodKey) : period;
    extra.limit = formatMoney(value.limit);
    extra.left = formatMoney(value.left);
    extra.time = formatDate(String(value.resetsAt), 'dateTime');
  }
  if (key === 'PROMO_NOT_AVAILABLE' && value.min !== undefined) {
    key = 'PROMO_BELOW_MIN';
    extra.min = formatMoney(value.min as number);
  }
  const own = `cashier:errors.${key}`;
  const message = t(own, { defaultValue: '', ...extra }) || error.message;
  return { field: FIELD_OF_CODE[error.code] ?? null, message };
}
