import { ApiError } from '../../http/api-error.ts';
import { secretField } from '../../http/body-fields.ts';
import { balanceOf, postRequestMovement } from '../../ledger/index.ts';
import { findMemberById, MEMBER_TYPE, type MemberRow } from '../../members/member-repo.ts';
import type { Route, RouteContext } from '../../server/route.ts';
import { parseAmountPaisa } from '../amount.ts';
import { UPLINE_TRANSFER_LIMITS } from '../catalogue.ts';
import { cashierRoute } from '../guards.ts';
import { idempotent } from '../idempotency.ts';
import { hasPaymentPassword, verifyPaymentPassword } from '../payment-password.ts';

/** The upline a member may transfer to: a member with an active upline whose own type is not 2 (spec section 6). */
function uplineOf(ctx: RouteContext, member: MemberRow): MemberRow {
  if (member.type === MEMBER_TYPE.subAgent)
    throw new ApiError(403, 'UPLINE_TRANSFER_NOT_ALLOWED', { value: { reason: 'TYPE_NOT_ALLOWED' } });
  const upline = member.upline_id === null ? undefined : findMemberById(ctx.db, member.upline_id);
  if (upline?.status !== 'active') throw new ApiError(403, 'UPLINE_TRANSFER_NOT_ALLOWED', { value: { reason: 'NO_UPLINE' } });
  return upline;
}

const uplineView = (upline: MemberRow) => ({ account: upline.username, nickname: upline.nickname });

export const uplineRoutes: Route[] = [
  cashierRoute('GET', '/wps/relay/MCS2_uplineInfo', (ctx, member) => {
    const upline = uplineOf(ctx, member);
    return {
      upline: uplineView(upline),
      balance: balanceOf(ctx.db, member.id) / 100,
      min: UPLINE_TRANSFER_LIMITS.minPaisa / 100,
      max: UPLINE_TRANSFER_LIMITS.maxPaisa / 100,
      hasWithdrawalPassword: hasPaymentPassword(ctx.db, member.id),
    };
  }),
  // Body { amount, paymentPassword } + Idempotency-Key: out of the member and into the upline in one transaction.
  cashierRoute('POST', '/wps/relay/MCS2_transferToUpline', async (ctx, member) => {
    const body = await ctx.readBody();
    const upline = uplineOf(ctx, member);
    let amountPaisa = 0;
    return idempotent(ctx, member.id, 'transfer.upline', body, {
      check: async () => {
        if (!hasPaymentPassword(ctx.db, member.id)) throw new ApiError(403, 'PAYMENT_PASSWORD_NOT_SET');
        amountPaisa = parseAmountPaisa(body.amount, { ...UPLINE_TRANSFER_LIMITS, balancePaisa: balanceOf(ctx.db, member.id) });
        await verifyPaymentPassword(ctx, member.id, secretField(body, 'paymentPassword'));
      },
      work: () => {
        const id = Number(
          ctx.db
            .prepare('INSERT INTO upline_transfers (member_id, upline_id, amount_paisa, created_at) VALUES (?, ?, ?, ?)')
            .run(member.id, upline.id, amountPaisa, ctx.now).lastInsertRowid,
        );
        const reference = `upline_transfer:${id}`;
        // The debit first: it is the one that can be refused, and then nothing at all is written.
        postRequestMovement(ctx.db, reference, 'out', {
          memberId: member.id,
          kind: 'transfer_upline_out',
          amountPaisa: -amountPaisa,
          note: upline.username,
          now: ctx.now,
        });
        postRequestMovement(ctx.db, reference, 'in', {
          memberId: upline.id,
          kind: 'transfer_upline_in',
          amountPaisa,
          note: member.username,
          now: ctx.now,
        });
        return {
          transferId: id,
          amount: amountPaisa / 100,
          balance: balanceOf(ctx.db, member.id) / 100,
          upline: uplineView(upline),
          createdAt: new Date(ctx.now).toISOString(),
        };
      },
    });
  }),
];
