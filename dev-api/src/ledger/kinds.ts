/**
 * Every kind of money movement the ledger records. The sign of a row's amount follows the kind
 * (credit or debit) except `adjust`, which may go either way.
 */
export const LEDGER_KINDS = {
  /** Credit: an approved deposit (manual e-wallet, bank transfer or gateway). */
  deposit: { direction: 'credit', bn: 'ডিপোজিট', en: 'Deposit' },
  /** Debit: a withdrawal request holds its amount at once, while it is pending and once paid. */
  withdraw: { direction: 'debit', bn: 'উত্তোলন', en: 'Withdrawal' },
  /** Credit: a rejected withdrawal gives its held amount back. */
  withdraw_release: { direction: 'credit', bn: 'উত্তোলন ফেরত', en: 'Withdrawal returned' },
  /** Debit: a member's transfer to their upline agent. */
  transfer_upline_out: { direction: 'debit', bn: 'আপলাইনে ট্রান্সফার', en: 'Transfer to upline' },
  /** Credit: the upline's side of that transfer. */
  transfer_upline_in: { direction: 'credit', bn: 'ডাউনলাইন থেকে ট্রান্সফার', en: 'Transfer from downline' },
  /** Credit: a promotion's bonus (e.g. the deposit promotion accepted with a deposit). */
  bonus: { direction: 'credit', bn: 'বোনাস', en: 'Bonus' },
  /** Credit: a rebate on turnover. */
  rebate: { direction: 'credit', bn: 'রিবেট', en: 'Rebate' },
  /** Debit: a stake placed on a game or a lottery. */
  bet: { direction: 'debit', bn: 'বাজি', en: 'Bet' },
  /** Credit: a payout of a game or a lottery. */
  win: { direction: 'credit', bn: 'জয়', en: 'Win' },
  /** Credit: the stake of a cancelled lottery sub-order. */
  lottery_refund: { direction: 'credit', bn: 'লটারি ফেরত', en: 'Lottery refund' },
  /** Credit: an agent's dividend for a settled period (agent/repo/dividends.ts). */
  dividend: { direction: 'credit', bn: 'লভ্যাংশ', en: 'Dividend' },
  /** Credit: a red envelope rain envelope. */
  red_rain: { direction: 'credit', bn: 'লাল খাম', en: 'Red envelope' },
  /** Either way: an operator's correction, and the opening balance a member had before the ledger. */
  adjust: { direction: 'either', bn: 'সমন্বয়', en: 'Adjustment' },
} as const;

export type LedgerKind = keyof typeof LEDGER_KINDS;

export const LEDGER_KIND_NAMES = Object.keys(LEDGER_KINDS) as LedgerKind[];

export function isLedgerKind(value: string): value is LedgerKind {
  return Object.hasOwn(LEDGER_KINDS, value);
}
