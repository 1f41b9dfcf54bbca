import { cashierRecordCalls as calls, type DepositRecord, type WithdrawRecord } from '@wl/platform-contract/calls/cashier-records';
import { api, openingRecords, queryCache, type RecordsPage, type RecordsQuery, useSessionStore } from '@wl/kit';

// The deposit and withdrawal reports, checked against the contract (decision 035): Bangladesh days,
// status 'all' or one, server paging; totals over the whole range.
export type { DepositRecord, WithdrawRecord };

export type ReportPage<T> = RecordsPage<T> & { totalCount: number; totals: { amount: number; doneAmount: number } };

const reportQuery = (query: RecordsQuery) => ({
  startDate: query.from,
  endDate: query.to,
  status: query.status || 'all',
  pageNo: query.page,
  pageSize: query.pageSize,
});

export const recordsApi = {
  deposits: async (query: RecordsQuery, { signal }: { signal: AbortSignal }): Promise<ReportPage<DepositRecord>> => {
    const reply = await api.call(calls.deposits, { params: reportQuery(query) }, { signal, silent: true });
    return { ...reply, items: reply.list };
  },
  withdrawals: async (query: RecordsQuery, { signal }: { signal: AbortSignal }): Promise<ReportPage<WithdrawRecord>> => {
    const reply = await api.call(calls.withdrawals, { params: reportQuery(query) }, { signal, silent: true });
    return { ...reply, items: reply.list };
  },
};

/** A report's records as the list names them in the cache. */
export const recordsKey = (kind: 'deposits' | 'withdrawals') => `cashier.records.${kind}`;

/**
 * A records page's opening page in the cache before the page renders (its `preload`, decision 072): the list's first
 * render shows the rows, where it showed its placeholder for a moment after the HTML's first screen.
 */
const preloadRecords = (kind: 'deposits' | 'withdrawals') => (): Promise<unknown> => {
  if (!useSessionStore.getState().session) return Promise.resolve();
  const { key, query } = openingRecords(recordsKey(kind));
  const fetchPage: (q: RecordsQuery, o: { signal: AbortSignal }) => Promise<unknown> = recordsApi[kind];
  return queryCache.fetch(key, ({ signal }) => fetchPage(query, { signal }));
};

export const preloadDepositRecords = preloadRecords('deposits');
export const preloadWithdrawRecords = preloadRecords('withdrawals');
