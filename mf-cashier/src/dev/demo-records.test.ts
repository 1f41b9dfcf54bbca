import { demoFetcher, demoRecords } from './demo-records.ts';

const now = new Date(2026, 10, 23, 12);
const signal = new AbortController().signal;
const query = { from: '2026-10-25', to: '2026-11-23', status: '', type: '', page: 1, pageSize: 10 };

describe('records-kit demo data', () => {
  it('is the same on every load, over the last 30 days', () => {
    const records = demoRecords(now);
    expect(records).toHaveLength(137);
    expect(demoRecords(now)).toEqual(records);
    expect(records.every((r) => r.day >= '2026-10-25' && r.day <= '2026-11-23')).toBe(true);
  });

  it('pages and filters as the platform does', async () => {
    const fetch = demoFetcher('many', demoRecords(now), { normal: 0, slow: 0 });
    const first = await fetch(query, { signal });
    expect(first).toMatchObject({ currentPage: 1, totalPages: 14, totalCount: 137 });
    expect(first.items).toHaveLength(10);
    const pending = await fetch({ ...query, status: 'pending', page: 2 }, { signal });
    expect(pending.items.every((r) => r.status === 'pending')).toBe(true);
    const today = await fetch({ ...query, from: '2026-11-23' }, { signal });
    expect(today.items.every((r) => r.day === '2026-11-23')).toBe(true);
  });

  it('has an empty, a failing and a flaky scenario', async () => {
    const records = demoRecords(now);
    await expect(demoFetcher('empty', records, { normal: 0, slow: 0 })(query, { signal })).resolves.toMatchObject({
      items: [],
      totalPages: 0,
    });
    await expect(demoFetcher('error', records, { normal: 0, slow: 0 })(query, { signal })).rejects.toThrow('on purpose');
    const flaky = demoFetcher('flaky', records, { normal: 0, slow: 0 });
    await expect(flaky(query, { signal })).rejects.toThrow();
    await expect(flaky(query, { signal })).resolves.toMatchObject({ totalCount: 137 });
  });
});
