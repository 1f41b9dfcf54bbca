import type { MoneyFigures } from '@wl/platform-contract';
import { api, type RecordsPage, type RecordsQuery } from '@wl/shared';

/** The platform's list reply (dev-api CONTRACT sections 15 and 17); `totals` differs per report. */
interface ListReply<T, Totals> {
  list: T[];
  currentPage: number;
  totalPages: number;
  showPageSize: number;
  totalCount: number;
  totals: Totals;
}

export type Page<T, Totals> = RecordsPage<T> & { totals: Totals; totalCount: number };

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

/** One page of a report: the list's range and page, plus the report's own filters (`extra`). */
const fetchReport = async <T, Totals>(path: string, q: RecordsQuery, signal: AbortSignal, extra: Record<string, string> = {}) =>
  toPage(await api.get<ListReply<T, Totals>>(path, { silent: true, signal, params: { ...reportParams(q), ...extra } }));

// ---- account record: ODS2_MemberTransaction (the cashier's ledger)

export interface Transaction {
  id: number;
  createdAt: string;
  type: string;
  typeName: string;
  amount: number;
  balanceAfter: number;
  status: string;
  reference: string | null;
}
export interface TransactionTotals {
  credit: number;
  debit: number;
  net: number;
}
export interface TxCode {
  code: string;
  name: string;
}

export const fetchTransactions = (q: RecordsQuery, { signal }: { signal: AbortSignal }) =>
  fetchReport<Transaction, TransactionTotals>('/wps/relay/ODS2_MemberTransaction', q, signal, { types: q.type || 'all' });

export const fetchTxCodes = async ({ signal }: { signal: AbortSignal }) =>
  (await api.get<{ list: TxCode[] }>('/wps/relay/GLS2_TxCodeList', { silent: true, signal })).list;

// ---- betting record: ODS2_MemberBetRecord

export interface BetRecord {
  id: number;
  betTime: string;
  settleTime: string | null;
  gameType: string;
  gameTypeName: string;
  vendor: string;
  vendorName: string;
  gameName: string;
  betAmount: number;
  validBetAmount: number;
  winAmount: number;
  netAmount: number | null;
  status: 'SETTLED' | 'UNSETTLED' | 'CANCELLED';
}
export interface BetTotals {
  betCount: number;
  betAmount: number;
  validBetAmount: number;
  winAmount: number;
  netAmount: number;
  unsettledCount: number;
  unsettledAmount: number;
}
export interface BetFilters {
  gameTypes: { code: string; name: string }[];
  vendors: { code: string; name: string; gameTypes: string[] }[];
}

export const fetchBetRecords = (q: RecordsQuery, vendor: string, { signal }: { signal: AbortSignal }) =>
  fetchReport<BetRecord, BetTotals>('/wps/relay/ODS2_MemberBetRecord', q, signal, {
    gameType: q.type || 'ALL',
    vendor: vendor || 'ALL',
    status: q.status || 'ALL',
  });

export const fetchBetFilters = ({ signal }: { signal: AbortSignal }) =>
  api.get<BetFilters>('/wps/relay/ODS2_BetRecordFilters', { silent: true, signal });

// ---- profit and loss: ODSFE2_MemPNL

export interface ProfitAndLoss extends MoneyFigures {
  startDate: string;
  endDate: string;
  net: number;
  betCount: number;
}

export const fetchProfitAndLoss = (range: { from: string; to: string }, { signal }: { signal: AbortSignal }) =>
  api.get<ProfitAndLoss>('/wps/relay/ODSFE2_MemPNL', { silent: true, signal, params: { startDate: range.from, endDate: range.to } });

// ---- rebates: ODSFE2_MemRebateReport and MCS2_manualRebate

export interface RebateDay {
  date: string;
  betCount: number;
  validBet: number;
  rebate: number;
  claimed: number;
  unclaimed: number;
}
export interface RebateTotals {
  betCount: number;
  validBet: number;
  rebate: number;
  claimed: number;
  unclaimed: number;
}

export const fetchRebateReport = (q: RecordsQuery, { signal }: { signal: AbortSignal }) =>
  fetchReport<RebateDay, RebateTotals>('/wps/relay/ODSFE2_MemRebateReport', q, signal);

export interface ClaimableRebate {
  available: number;
  validBet: number;
  betCount: number;
  canClaim: boolean;
  lastClaimAt: string | null;
  byGameType: { gameType: string; gameTypeName: string; rate: number; betCount: number; validBet: number; rebate: number }[];
}
export interface RebateClaim {
  claimId: number;
  amount: number;
  validBet: number;
  betCount: number;
  claimedAt: string;
  balance: number;
  repeated: boolean;
}

export const fetchClaimableRebate = ({ signal }: { signal: AbortSignal }) =>
  api.get<ClaimableRebate>('/wps/relay/MCS2_manualRebate', { silent: true, signal, moduleId: 'MANPLAYREB3' });

export const claimRebate = (idempotencyKey: string) =>
  api.post<RebateClaim>('/wps/relay/MCS2_manualRebate', {}, { silent: true, moduleId: 'MANPLAYREB3', idempotencyKey });
