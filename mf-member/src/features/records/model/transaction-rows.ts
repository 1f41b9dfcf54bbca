import type { Transaction } from '@wl/platform-contract/calls/member-records';
import type { Writers } from '@wl/plain/format';

// What an account record's row says, given how money and times are written: the app's formatters on the page,
// @wl/plain/format's on its first screen (decision 072), so that the two write the same row. Plain: the page's HTML
// runs it too.

export type { Writers };

/** A field of a row: its first screen's part name, its label's text key, its value as written. */
export interface RowField {
  part: 'time' | 'amount' | 'balanceAfter';
  label: 'tx.time' | 'tx.amount' | 'tx.balance_after';
  value: string;
  /** a money figure */
  amount?: true;
}

/** The movement's time, its amount (a debit negative, a credit with its plus) and the balance after it. */
export const transactionFields = (row: Transaction, write: Writers): RowField[] => [
  { part: 'time', label: 'tx.time', value: write.dateTime(row.createdAt) },
  { part: 'amount', label: 'tx.amount', value: write.money(row.amount, true), amount: true },
  { part: 'balanceAfter', label: 'tx.balance_after', value: write.money(row.balanceAfter), amount: true },
];
