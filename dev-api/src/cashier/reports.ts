import { ApiError } from '../http/api-error.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { RouteContext } from '../server/route.ts';
import { dateRange, reportPaging, type DateRange } from './dates.ts';

interface ReportSpec {
  table: 'deposit_requests' | 'withdrawal_requests';
  statuses: readonly string[];
  /** The status whose amounts count as done (approved deposits, paid withdrawals). */
  done: string;
}

export interface ReportPage<Row> {
  rows: Row[];
  range: DateRange;
  status: string | null;
  currentPage: number;
  totalPages: number;
  showPageSize: number;
  totalCount: number;
  /** Over every request the filter matches: all amounts, and those done. */
  totals: { amount: number; doneAmount: number };
}

function statusFilter(query: URLSearchParams, statuses: readonly string[]): string | null {
  const status = query.get('status')?.trim().toLowerCase() || 'all';
  if (status === 'all') return null;
  if (!statuses.includes(status)) throw new ApiError(400, 'STATUS_INVALID', { value: { statuses: ['all', ...statuses] } });
  return status;
}

/** A member's deposit or withdrawal requests for a report: date range, status filter, server paging, totals. */
export function memberReport<Row>(ctx: RouteContext, memberId: number, spec: ReportSpec): ReportPage<Row> {
  const db: DatabaseSync = ctx.db;
  const range = dateRange(ctx.query, ctx.now);
  const status = statusFilter(ctx.query, spec.statuses);
  const { page, pageSize } = reportPaging(ctx.query);
  const where = `member_id = ? AND created_at >= ? AND created_at <= ?${status ? ' AND status = ?' : ''}`;
  const params = [memberId, range.from, range.to, ...(status ? [status] : [])];
  const totals = db
    .prepare(`SELECT COUNT(*) AS count, COALESCE(SUM(amount_paisa), 0) AS amount,
        COALESCE(SUM(CASE WHEN status = ? THEN amount_paisa END), 0) AS done FROM ${spec.table} WHERE ${where}`)
    .get(spec.done, ...params) as { count: number; amount: number; done: number };
  const rows = db
    .prepare(`SELECT * FROM ${spec.table} WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...params, pageSize, (page - 1) * pageSize) as unknown as Row[];
  return {
    rows,
    range,
    status,
    currentPage: page,
    totalPages: Math.ceil(totals.count / pageSize),
    showPageSize: pageSize,
    totalCount: totals.count,
    totals: { amount: totals.amount / 100, doneAmount: totals.done / 100 },
  };
}

/** The reply of a report: the list plus the paging and the range actually used. */
export function reportReply<Row, View>(page: ReportPage<Row>, view: (row: Row) => View) {
  return {
    list: page.rows.map(view),
    currentPage: page.currentPage,
    totalPages: page.totalPages,
    showPageSize: page.showPageSize,
    totalCount: page.totalCount,
    totals: page.totals,
    startDate: page.range.startDate,
    endDate: page.range.endDate,
    status: page.status ?? 'all',
  };
}
