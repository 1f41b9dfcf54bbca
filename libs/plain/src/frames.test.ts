import { recordRows } from './frames.ts';

// A records list's first rows as a keep's parts (decision 072): the records kit names a row `row-N`, its title, its
// status and each field by its part with the value as `value`; a keep returns these for the rows an answer has.
describe('recordRows', () => {
  it("names each row's title, status and fields, fills the title and the values, and keeps the status empty", () => {
    const rows = recordRows([{ n: 1 }, { n: 2, extra: true }], (record: { n: number; extra?: boolean }) => ({
      title: `#${record.n}`,
      fields: [{ part: 'amount', value: `৳${record.n}.00` }, ...(record.extra ? [{ part: 'reason', value: 'late' }] : [])],
    }));
    expect(rows.parts).toEqual([
      'row-0',
      'row-0/title',
      'row-0/status',
      'row-0/amount',
      'row-0/amount/value',
      'row-1',
      'row-1/title',
      'row-1/status',
      'row-1/amount',
      'row-1/amount/value',
      'row-1/reason',
      'row-1/reason/value',
    ]);
    expect(rows.fill).toEqual({
      'row-0/title': '#1',
      'row-0/status': null,
      'row-0/amount/value': '৳1.00',
      'row-1/title': '#2',
      'row-1/status': null,
      'row-1/amount/value': '৳2.00',
      'row-1/reason/value': 'late',
    });
  });
});
