import type { RecordsPage, RecordsQuery } from '@wl/kit';

// In-memory records for the records-kit demo: believable deposits over the last 30 days, filtered and paged
// the way the platform does it, with scenarios that show each state of the list.

export type Scenario = 'many' | 'empty' | 'error' | 'slow' | 'flaky';
export const SCENARIOS: Scenario[] = ['many', 'empty', 'error', 'slow', 'flaky'];

export interface DemoRecord {
  id: number;
  day: string;
  channel: string;
  /** paisa */
  amount: number;
  status: 'pending' | 'approved' | 'rejected' | 'expired';
}

export type DemoPage = RecordsPage<DemoRecord> & { totalCount: number; totalPaisa: number };

const CHANNELS = ['bKash', 'Nagad', 'Rocket', 'UPay', 'Bank transfer'];
const STATUSES: DemoRecord['status'][] = ['approved', 'approved', 'approved', 'pending', 'rejected', 'expired'];
const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** 137 records, the same on every load (a small linear congruential sequence, not Math.random). */
export function demoRecords(now: Date = new Date(), count = 137): DemoRecord[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - Math.floor(next() * 30));
    return {
      id: count - i,
      day: isoDay(day),
      channel: CHANNELS[Math.floor(next() * CHANNELS.length)]!,
      amount: (200 + Math.floor(next() * 49) * 500) * 100 + (next() < 0.2 ? 50 : 0),
      status: STATUSES[Math.floor(next() * STATUSES.length)]!,
    };
  }).sort((a, b) => b.day.localeCompare(a.day) || b.id - a.id);
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });

/** A fetchPage for RecordsList that answers from memory as the scenario says. */
export function demoFetcher(scenario: Scenario, records: DemoRecord[], delays = { normal: 300, slow: 2500 }) {
  let calls = 0;
  return async (query: RecordsQuery, { signal }: { signal: AbortSignal }): Promise<DemoPage> => {
    calls += 1;
    await wait(scenario === 'slow' ? delays.slow : delays.normal, signal);
    if (scenario === 'error' || (scenario === 'flaky' && calls % 2 === 1)) throw new Error('The demo server failed on purpose');
    const matching =
      scenario === 'empty'
        ? []
        : records.filter((r) => r.day >= query.from && r.day <= query.to && (!query.status || r.status === query.status));
    const totalPages = Math.ceil(matching.length / query.pageSize);
    const page = Math.min(Math.max(1, query.page), Math.max(1, totalPages));
    return {
      items: matching.slice((page - 1) * query.pageSize, page * query.pageSize),
      currentPage: page,
      totalPages,
      showPageSize: query.pageSize,
      totalCount: matching.length,
      totalPaisa: matching.reduce((sum, r) => sum + r.amount, 0),
    };
  };
}
