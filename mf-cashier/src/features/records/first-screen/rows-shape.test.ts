import type { DepositRecord, WithdrawRecord } from '@wl/platform-contract/calls/cashier-records';
import { formatDate, formatMoney, useConfigStore } from '@wl/kit';
import { keep } from './deposits-shape.ts';
import { FRAME_ROWS } from './rows-shape.ts';
import { keep as keepWithdrawals } from './withdrawals-shape.ts';

// A records page's first screen keeps the first rows' fields and writes them as the records page does (decision 072):
// the same row model, and the app's formatters given the brand's currency and zone by the page.
const deposit = (id: number, over: Partial<DepositRecord> = {}): DepositRecord => ({
  id,
  orderNo: `D${id}`,
  createdAt: '2026-12-07T20:30:00.000Z',
  channelName: 'বিকাশ',
  flow: 'ewallet',
  amount: 1500.5,
  bonus: 0,
  status: 'pending',
  reference: 'R1',
  bankName: null,
  senderNumber: null,
  trxId: 'TX1',
  payerName: null,
  reason: null,
  ...over,
});
const context = { language: 'bn' as const, currency: '₱', zone: 'Asia/Manila' };
/** A kept row's part names: the row, its title and status, and each field with its value. */
const rowParts = (i: number, fields: string[]) => [
  `row-${i}`,
  `row-${i}/title`,
  `row-${i}/status`,
  ...fields.flatMap((field) => [`row-${i}/${field}`, `row-${i}/${field}/value`]),
];

describe("the deposit records' first screen", () => {
  afterEach(() => useConfigStore.setState({ config: null }));

  it("keeps each of the first rows' fields it has, written as the app writes them; the status keeps its place", () => {
    useConfigStore.setState({ config: { currency: { code: 'PHP', symbol: '₱' }, timeZone: 'Asia/Manila' } as never });
    const shaped = keep({ list: [deposit(1), deposit(2, { flow: 'bank', bankName: 'DBBL', bonus: 20, reason: 'late' })] }, {}, '', context);
    expect(shaped?.parts).toEqual([
      ...rowParts(0, ['amount', 'orderNo', 'time', 'trxId']),
      ...rowParts(1, ['amount', 'bonus', 'orderNo', 'time', 'trxId', 'reference', 'reason']),
    ]);
    expect(shaped?.fill).toMatchObject({
      'row-0/title': 'বিকাশ',
      'row-0/status': null,
      'row-0/amount/value': formatMoney(1500.5),
      'row-0/time/value': formatDate('2026-12-07T20:30:00.000Z', 'dateTime', 'bn'),
      'row-1/title': 'বিকাশ · DBBL',
      'row-1/bonus/value': formatMoney(20),
    });
    // the brand's zone and currency: 20:30 UTC is the next morning in Manila
    expect(shaped?.fill?.['row-0/time/value']).toBe('২০২৬/১২/০৮ ০৪:৩০');
    expect(shaped?.fill?.['row-0/amount/value']).toBe('₱1,500.50');
  });

  it("keeps a withdrawal's fields, its title the channel and the account's number", () => {
    const withdrawal: WithdrawRecord = {
      id: 1,
      orderNo: 'W1',
      createdAt: '2026-12-07 10:00:00',
      channelName: 'নগদ',
      maskedNumber: '018****0001',
      amount: 500,
      status: 'paid',
      reason: null,
    };
    expect(keepWithdrawals({ list: [withdrawal] }, {}, '', context)).toEqual({
      parts: rowParts(0, ['amount', 'orderNo', 'time']),
      fill: {
        'row-0/title': 'নগদ · 018****0001',
        'row-0/status': null,
        'row-0/amount/value': '₱500.00',
        'row-0/orderNo/value': 'W1',
        // the platform's zone-less time is its wall time, as the app reads it
        'row-0/time/value': '২০২৬/১২/০৭ ১০:০০',
      },
    });
  });

  it("draws the rows a phone shows; nothing for no records (the app says so) or without the brand's currency", () => {
    const many = Array.from({ length: 10 }, (_, i) => deposit(i));
    expect(keep({ list: many }, {}, '', context)?.parts.filter((name: string) => /^row-\d+$/.test(name))).toHaveLength(FRAME_ROWS);
    expect(keep({ list: [] }, {}, '', context)).toBeNull();
    expect(keep(null, {}, '', context)).toBeNull();
    expect(keep({ list: [deposit(1)] }, {}, '')).toBeNull();
  });
});
