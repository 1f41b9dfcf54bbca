import { api, type RecordsPage, type RecordsQuery } from '@wl/shared';

// The deposit and withdrawal reports (dev-api/CONTRACT.md section 15, "Reports"): Bangladesh days,
// status 'all' or one, server paging; totals over the whole range.

export interface DepositRecord {
  id: number;
  orderNo: string;
  createdAt: string;
  channelName: string;
  flow: 'ewallet' | 'bank' | 'gateway';
  amount: number;
  bonus: number;
  status: 'pending' | 'approved' | 'rejected' | 'expired';
  reference: string;
  bankName: string | null;
  senderNumber: string | null;
  trxId: string | null;
  payerName: string | null;
  reason: string | null;
}

export interface WithdrawRecord {
  id: number;
  orderNo: string;
  createdAt: string;
  channelName: string;
  maskedNumber: string;
  amount: number;
  status: 'pending' | 'paid' | 'rejected';
  reason: string | null;
}

interface Report<T> {
  list: T[];
  currentPage: number;
  totalPages: number;
  showPageSize: number;
  totalCount: number;
  totals: { amount: number; doneAmount: number };
}

export type ReportPage<T> = RecordsPage<T> & { totalCount: number; totals: Report<T>['totals'] };

function report<T>(path: string) {
  return async (query: RecordsQuery, { signal }: { signal: AbortSignal }): Promise<ReportPage<T>> => {
    const params = {
      startDate: query.from,
      endDate: query.to,
      status: query.status || 'all',
      pageNo: query.page,
      pageSize: query.pageSize,
    };
    const reply = await api.get<Report<T>>(path, { params, signal, silent: true });
    return { ...reply, items: reply.list };
  };
}

export const recordsApi = {
  deposits: report<DepositRecord>('/wps/relay/MCS2_DepositTransactionReport'),
  withdrawals: report<WithdrawRecord>('/wps/relay/MCS2_WithdrawTransactionReport'),
};
