import type { DepositRecord, WithdrawRecord } from '@wl/platform-contract/calls/cashier-records';
import type { Writers } from '@wl/plain/format';
import type { CashierKey } from '../../../i18n/cashier.i18n.ts';

// What a deposit's or a withdrawal's row says, given how money and times are written: the app's formatters on the
// records page, @wl/plain/format's on its first screen (decision 072), so that the two write the same row. Plain: the
// page's HTML runs it too.

export type { Writers };

/** A field of a row: its first screen's part name, its label's text key, its value as written. */
export interface RowField {
  part: string;
  label: CashierKey;
  value: string;
  /** a money figure */
  amount?: true;
}

const present = (part: string, label: CashierKey, value: string | null): RowField[] => (value ? [{ part, label, value }] : []);

/** The fields every report's row has, around what tells the reports apart: the amounts after the amount, the details after the time. */
function rowFields(row: DepositRecord | WithdrawRecord, write: Writers, amounts: RowField[], details: RowField[]): RowField[] {
  return [
    { part: 'amount', label: 'records.amount', value: write.money(row.amount), amount: true },
    ...amounts,
    { part: 'orderNo', label: 'records.order_no', value: row.orderNo },
    { part: 'time', label: 'records.time', value: write.dateTime(row.createdAt) },
    ...details,
    ...present('reason', 'records.reason', row.reason),
  ];
}

/** A deposit: its bonus, its TrxID, a bank transfer's reference. */
export const depositFields = (d: DepositRecord, write: Writers): RowField[] =>
  rowFields(d, write, d.bonus > 0 ? [{ part: 'bonus', label: 'records.bonus', value: write.money(d.bonus), amount: true }] : [], [
    ...present('trxId', 'records.trx_id', d.trxId),
    ...present('reference', 'records.reference', d.flow === 'bank' ? d.reference : null),
  ]);

export const withdrawFields = (w: WithdrawRecord, write: Writers): RowField[] => rowFields(w, write, [], []);

export const depositTitle = (d: DepositRecord) => (d.bankName ? `${d.channelName} · ${d.bankName}` : d.channelName);
export const withdrawTitle = (w: WithdrawRecord) => `${w.channelName} · ${w.maskedNumber}`;
