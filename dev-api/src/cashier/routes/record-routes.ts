import { ApiError } from '../../http/api-error.ts';
import { pick } from '../../http/language.ts';
import { isLedgerKind, LEDGER_KIND_NAMES, LEDGER_KINDS, listMovements, type LedgerKind } from '../../ledger/index.ts';
import type { Route, RouteContext } from '../../server/route.ts';
import { dateRange, reportPaging } from '../dates.ts';
import { DEPOSIT_STATUSES, depositView, expireStaleDeposits, type DepositRow } from '../deposits.ts';
import { cashierRoute } from '../guards.ts';
import { memberReport, reportReply } from '../reports.ts';
import { WITHDRAWAL_STATUSES, withdrawalView, type WithdrawalRow } from '../withdrawals.ts';

/** types=deposit,bet (ledger kinds); empty, "all" or "A" (the spec's /m/transaction/record?types=A): every kind. */
function kindsOf(ctx: RouteContext): LedgerKind[] {
  const text = ctx.query.get('types')?.trim() ?? '';
  if (text === '' || text.toLowerCase() === 'all' || text === 'A') return [];
  const kinds = text.split(',').map((k) => k.trim());
  const unknown = kinds.filter((k) => !isLedgerKind(k));
  if (unknown.length) throw new ApiError(400, 'TX_TYPE_INVALID', { value: { types: LEDGER_KIND_NAMES } });
  return kinds as LedgerKind[];
}

export const recordRoutes: Route[] = [
  cashierRoute('GET', '/wps/relay/MCS2_DepositTransactionReport', (ctx, member) => {
    expireStaleDeposits(ctx.db, ctx.now);
    const page = memberReport<DepositRow>(ctx, member.id, { table: 'deposit_requests', statuses: DEPOSIT_STATUSES, done: 'approved' });
    return reportReply(page, (row) => depositView(row, ctx.language));
  }),
  cashierRoute('GET', '/wps/relay/MCS2_WithdrawTransactionReport', (ctx, member) => {
    const page = memberReport<WithdrawalRow>(ctx, member.id, {
      table: 'withdrawal_requests',
      statuses: WITHDRAWAL_STATUSES,
      done: 'paid',
    });
    return reportReply(page, (row) => withdrawalView(ctx.db, row, ctx.language));
  }),
  // The account record (/m/transaction/record): the member's ledger rows, newest first.
  cashierRoute('GET', '/wps/relay/ODS2_MemberTransaction', (ctx, member) => {
    const range = dateRange(ctx.query, ctx.now);
    const { page, pageSize } = reportPaging(ctx.query);
    const result = listMovements(ctx.db, member.id, { from: range.from, to: range.to, kinds: kindsOf(ctx), page, pageSize });
    return {
      list: result.items.map((e) => ({
        id: e.id,
        createdAt: new Date(e.createdAt).toISOString(),
        type: e.kind,
        typeName: pick(ctx.language, LEDGER_KINDS[e.kind]),
        amount: e.amountPaisa / 100,
        balanceAfter: e.balanceAfterPaisa / 100,
        status: e.status,
        reference: e.reference,
      })),
      currentPage: result.currentPage,
      totalPages: result.totalPages,
      showPageSize: result.showPageSize,
      totalCount: result.totals.count,
      totals: {
        credit: result.totals.creditPaisa / 100,
        debit: result.totals.debitPaisa / 100,
        net: (result.totals.creditPaisa - result.totals.debitPaisa) / 100,
      },
      startDate: range.startDate,
      endDate: range.endDate,
    };
  }),
  // The transaction kinds with their names, for the account record's type filter.
  cashierRoute('GET', '/wps/relay/GLS2_TxCodeList', (ctx) => {
    return {
      list: LEDGER_KIND_NAMES.map((code) => ({
        code,
        name: pick(ctx.language, LEDGER_KINDS[code]),
        direction: LEDGER_KINDS[code].direction,
      })),
    };
  }),
];
