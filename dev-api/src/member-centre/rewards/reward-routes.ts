import { ApiError } from '../../http/api-error.ts';
import { inTransaction } from '../../db/transaction.ts';
import { postMovement } from '../../ledger/index.ts';
import type { Route, RouteContext } from '../../server/route.ts';
import { featureRoute } from '../core/access.ts';
import type { MemberRow } from '../../members/member-repo.ts';
import { requireId } from '../core/ids.ts';
import { taka } from '../core/format.ts';
import { devRewardRoutes } from './dev-reward-routes.ts';
import { findReward, listRewards, setRewardStatus, unclaimedCount } from './reward-repo.ts';

// The reward centre (moduleId REWCEN3). Statuses follow reward-status.ts; joining and claiming change
// them, and the lobby's promotion list follows (reward-repo.ts mirrors them).

const rewardRoute = featureRoute('REWCEN3');

function loadReward(ctx: RouteContext, memberId: number, id: number) {
  const found = findReward(ctx.db, memberId, ctx.merchant.contentMerchant, id, ctx.now, ctx.language);
  if (!found?.reward) throw new ApiError(404, 'REWARD_NOT_FOUND');
  return { row: found.row, reward: found.reward };
}

/** A member's step on the reward the body names (join, claim): checked and done in one transaction. */
async function onReward<T>(
  ctx: RouteContext,
  member: MemberRow,
  step: (memberId: number, id: number, found: ReturnType<typeof loadReward>) => T,
): Promise<T> {
  const id = requireId((await ctx.readBody()).id);
  return inTransaction(ctx.db, () => step(member.id, id, loadReward(ctx, member.id, id)));
}

export const rewardRoutes: Route[] = [
  rewardRoute('GET', '/wps/relay/REWCEN3_rewards', (ctx, member) => {
    const list = listRewards(ctx.db, member.id, ctx.merchant.contentMerchant, ctx.now, ctx.language);
    const status = ctx.query.get('status')?.trim().toUpperCase();
    // the member centre's mission activity asks for one kind (MISSION)
    const kind = ctx.query.get('kind')?.trim().toUpperCase();
    const shown = list.filter((reward) => (!status || reward.status === status) && (!kind || reward.kind === kind));
    return { list: shown, unclaimedCount: unclaimedCount(list) };
  }),
  // The member centre's list shows this beside the reward centre item.
  rewardRoute('GET', '/wps/relay/REWCEN3_unclaimedCount', (ctx, member) =>
    unclaimedCount(listRewards(ctx.db, member.id, ctx.merchant.contentMerchant, ctx.now, ctx.language)),
  ),
  // Join a running promotion: JOINED at once, or APPLYING where an operator reviews applications.
  rewardRoute('POST', '/wps/relay/REWCEN3_join', (ctx, member) =>
    onReward(ctx, member, (memberId, id, { row, reward }) => {
      if (reward.status !== 'JOIN') throw new ApiError(400, 'REWARD_NOT_JOINABLE', { value: { status: reward.status } });
      setRewardStatus(ctx.db, memberId, id, row.join_mode === 'REVIEW' ? 'APPLYING' : 'JOINED', ctx.now);
      return loadReward(ctx, memberId, id).reward;
    }),
  ),
  // Claim a reward that is ready: its bonus is paid through the ledger once (the status change and
  // the ledger row commit together; the row's idempotency key is the reward's), and it reads CLAIMED.
  rewardRoute('POST', '/wps/relay/REWCEN3_claim', (ctx, member) =>
    onReward(ctx, member, (memberId, id, { row, reward }) => {
      if (reward.status === 'CLAIMED') throw new ApiError(409, 'REWARD_ALREADY_CLAIMED');
      if (reward.status !== 'CLAIM') throw new ApiError(400, 'REWARD_NOT_CLAIMABLE', { value: { status: reward.status } });
      const bonusPaisa = row.bonus_paisa ?? 0;
      const reference = `reward:${id}`;
      const entry =
        bonusPaisa > 0
          ? postMovement(ctx.db, {
              memberId,
              kind: 'bonus',
              amountPaisa: bonusPaisa,
              idempotencyKey: reference,
              reference,
              note: reward.title,
              now: ctx.now,
            })
          : null;
      setRewardStatus(ctx.db, memberId, id, 'CLAIMED', ctx.now, { claimedAt: ctx.now, ledgerReference: entry ? reference : undefined });
      return {
        ...loadReward(ctx, memberId, id).reward,
        amount: taka(bonusPaisa),
        balance: entry ? taka(entry.balanceAfterPaisa) : null,
      };
    }),
  ),
  ...devRewardRoutes,
];
