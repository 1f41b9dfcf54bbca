import { ApiError } from '../../http/api-error.ts';
import { textField } from '../../http/body-fields.ts';
import type { Route, RouteContext } from '../../server/route.ts';
import { approveDeposit, depositView, rejectDeposit } from '../deposits.ts';
import { pendingRequests } from '../operator.ts';
import { createTestMember } from '../test-members.ts';
import { payWithdrawal, rejectWithdrawal, withdrawalView } from '../withdrawals.ts';

// The operator's side, for a person (GET /dev/cashier, cashier-pages.ts) or a test. Dev-only: a real
// platform does this in its back office.

async function idAndReason(ctx: RouteContext): Promise<{ id: number; reason: string | null }> {
  const body = await ctx.readBody();
  const id = Number(textField(body, 'id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(400, 'request_body_invalid', { devDetail: 'id must be a request id' });
  return { id, reason: textField(body, 'reason').slice(0, 200) || null };
}

export const devCashierRoutes: Route[] = [
  { method: 'GET', path: '/dev/cashier/pending', raw: true, handle: (ctx) => pendingRequests(ctx.db, ctx.now, ctx.language) },
  {
    method: 'POST',
    path: '/dev/cashier/deposits/approve',
    raw: true,
    handle: async (ctx) => depositView(approveDeposit(ctx.db, (await idAndReason(ctx)).id, ctx.now), ctx.language),
  },
  {
    method: 'POST',
    path: '/dev/cashier/deposits/reject',
    raw: true,
    handle: async (ctx) => {
      const { id, reason } = await idAndReason(ctx);
      return depositView(rejectDeposit(ctx.db, id, ctx.now, reason), ctx.language);
    },
  },
  {
    method: 'POST',
    path: '/dev/cashier/withdrawals/pay',
    raw: true,
    handle: async (ctx) => withdrawalView(ctx.db, payWithdrawal(ctx.db, (await idAndReason(ctx)).id, ctx.now), ctx.language),
  },
  {
    method: 'POST',
    path: '/dev/cashier/withdrawals/reject',
    raw: true,
    handle: async (ctx) => {
      const { id, reason } = await idAndReason(ctx);
      return withdrawalView(ctx.db, rejectWithdrawal(ctx.db, id, ctx.now, reason), ctx.language);
    },
  },
  {
    // A fresh member for a test: { type?, balance?, upline?, withdrawalPassword?, boundEwallet? }.
    method: 'POST',
    path: '/dev/members',
    raw: true,
    handle: async (ctx) => createTestMember(ctx.db, await ctx.readJson(), ctx.now),
  },
];
