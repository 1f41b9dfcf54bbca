import { manualRebateCalls } from '@wl/platform-contract/calls/member-rebate';
import { memberRecordCalls as calls } from '@wl/platform-contract/calls/member-records';
import { api, openingRecords, queryCache, type RecordsPage, type RecordsQuery, useSessionStore } from '@wl/kit';

// The member's records, checked against the contract (decision 035), which names their shapes.
export type {
  BetRecord,
  BetTotals,
  ProfitAndLoss,
  RebateDay,
  RebateTotals,
  Transaction,
  TransactionTotals,
} from '@wl/platform-contract/calls/member-records';
export type { ClaimableRebate } from '@wl/platform-contract/calls/member-rebate';

export type Page<T, Totals> = RecordsPage<T> & { totals: Totals; totalCount: number };

interface ListReply<T, Totals> {
  list: T[];
  currentPage: number;
  totalPages: number;
  showPageSize: number;
  totalCount: number;
  totals: Totals;
}

type Signal = { signal: AbortSignal };

const reportParams = (q: RecordsQuery) => ({ startDate: q.from, endDate: q.to, pageNo: q.page, pageSize: q.pageSize });

// RecordsList reads `items`; the platform says `list`
const toPage = <T, Totals>(reply: ListReply<T, Totals>): Page<T, Totals> => ({
  items: reply.list,
  currentPage: reply.currentPage,
  totalPages: reply.totalPages,
  showPageSize: reply.showPageSize,
  totalCount: reply.totalCount,
  totals: reply.totals,
});

// ---- account record: ODS2_MemberTransaction (the cashier's ledger)

export const fetchTransactions = async (q: RecordsQuery, { signal }: Signal) =>
  toPage(await api.call(calls.transactions, { params: { ...reportParams(q), types: q.type || 'all' } }, { silent: true, signal }));

/** The account record's list as the cache names it. */
export const TRANSACTIONS_KEY = 'member-records.transactions';

/** The kind the account record opens on: the address's (`?types=`), where `A` means every kind, as '' does. */
export const openingType = (params: URLSearchParams) => {
  const type = params.get('types');
  return type && type !== 'A' ? type : '';
};

/**
 * The account record's opening page in the cache before the page renders (its `preload`, decision 072): the list's
 * first render shows the rows, and a member's HTML has started the call already (the route's declared call).
 */
export function preloadTransactions(params: URLSearchParams): Promise<unknown> {
  if (!useSessionStore.getState().session) return Promise.resolve();
  const { key, query } = openingRecords(TRANSACTIONS_KEY, { initialType: openingType(params) });
  return queryCache.fetch(key, ({ signal }) => fetchTransactions(query, { signal }));
}

export const fetchTxCodes = async ({ signal }: Signal) => (await api.call(calls.txCodes, {}, { silent: true, signal })).list;

// ---- betting record: ODS2_MemberBetRecord

export const fetchBetRecords = async (q: RecordsQuery, vendor: string, { signal }: Signal) => {
  const params = { ...reportParams(q), gameType: q.type || 'ALL', vendor: vendor || 'ALL', status: q.status || 'ALL' };
  return toPage(await api.call(calls.bets, { params }, { silent: true, signal }));
};

export const fetchBetFilters = ({ signal }: Signal) => api.call(calls.betFilters, {}, { silent: true, signal });

// ---- profit and loss: ODSFE2_MemPNL

export const fetchProfitAndLoss = (range: { from: string; to: string }, { signal }: Signal) =>
  api.call(calls.profitAndLoss, { params: { startDate: range.from, endDate: range.to } }, { silent: true, signal });

// ---- rebates: ODSFE2_MemRebateReport and MCS2_manualRebate

export const fetchRebateReport = async (q: RecordsQuery, { signal }: Signal) =>
  toPage(await api.call(calls.rebateReport, { params: reportParams(q) }, { silent: true, signal }));

export const fetchClaimableRebate = ({ signal }: Signal) => api.call(manualRebateCalls.claimable, {}, { silent: true, signal });

export const claimRebate = (idempotencyKey: string) => api.call(manualRebateCalls.claim, { body: {} }, { silent: true, idempotencyKey });
