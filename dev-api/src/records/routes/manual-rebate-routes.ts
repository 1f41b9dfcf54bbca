import { ApiError } from '../../http/api-error.ts';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf } from '../../cashier/idempotency.ts';
import { MEMBER_TYPE } from '../../members/member-repo.ts';
import { type Route, type RouteContext, sessionRoute } from '../../server/route.ts';
import { gameTypeName, percentOf } from '../game-types.ts';
import { availableRebate, claimRebate } from '../repo/rebates.ts';

/**
 * The client's key for one press of the claim button: the Idempotency-Key header, as on the cashier's
 * submits (same format). Optional here: a claim without one is still paid once, a second finds nothing.
 */
function claimKey(ctx: RouteContext): string | null {
  return ctx.req.headers[IDEMPOTENCY_HEADER] === undefined ? null : idempotencyKeyOf(ctx);
}

/** Manual rebate (MANPLAYREB3): what a claim would pay now, and the claim. */
export const manualRebateRoutes: Route[] = [
  sessionRoute('GET', '/wps/relay/MCS2_manualRebate', (ctx, member) => {
    const available = availableRebate(ctx.db, member.id, ctx.now);
    return {
      available: available.amountPaisa / 100,
      validBet: available.validBetPaisa / 100,
      betCount: available.betCount,
      canClaim: available.amountPaisa > 0,
      lastClaimAt: available.lastClaimAt === null ? null : new Date(available.lastClaimAt).toISOString(),
      byGameType: available.byType.map((t) => ({
        gameType: t.gameType,
        gameTypeName: gameTypeName(t.gameType, ctx.language),
        rate: percentOf(t.rateBp),
        betCount: t.betCount,
        validBet: t.validBetPaisa / 100,
        rebate: t.rebatePaisa / 100,
      })),
    };
  }),
  sessionRoute('POST', '/wps/relay/MCS2_manualRebate', (ctx, member) => {
    if (member.type === MEMBER_TYPE.trial || !ctx.state.flags(ctx.merchant).MANPLAYREB3) throw new ApiError(403, 'function.not.available');
    const claim = claimRebate(ctx.db, member.id, ctx.now, claimKey(ctx));
    return {
      claimId: claim.id,
      amount: claim.amountPaisa / 100,
      validBet: claim.validBetPaisa / 100,
      betCount: claim.betCount,
      claimedAt: new Date(claim.claimedAt).toISOString(),
      balance: claim.balanceAfterPaisa / 100,
      repeated: claim.repeated,
    };
  }),
];
