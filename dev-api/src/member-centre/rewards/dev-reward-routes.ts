import { MAIN_MERCHANT } from '../../config/merchants.ts';
import { devMemberRoute, invalidDevBody as invalid } from '../../routes/dev-input.ts';
import type { Route } from '../../server/route.ts';
import { findReward, setRewardStatus } from './reward-repo.ts';

/** "88" or "88.5" taka as paisa, without floating point. */
function bonusPaisa(input: unknown): number {
  const match = typeof input === 'string' ? /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(input.trim()) : null;
  if (!match) throw invalid('bonus must be taka as text with at most 2 decimals, e.g. "88.00"');
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const devRewardRoutes: Route[] = [
  // Dev only: the operator grants a member a promotion's reward, which then waits in CLAIM (as demo01's
  // seeded ones do), so that an end-to-end claim works on a fresh account and leaves demo01 alone.
  // Body { username, id, bonus: "88.00" }.
  devMemberRoute('/dev/rewards/grant', { refusal: 'username must name a member of the main merchant' }, (ctx, member, body) => {
    const id = Number(body.id);
    const found = Number.isInteger(id) ? findReward(ctx.db, member.id, MAIN_MERCHANT, id, ctx.now, ctx.language) : undefined;
    if (!found?.reward || found.reward.status === 'COMING_SOON' || found.reward.status === 'CLOSE')
      throw invalid('id must name a running promotion');
    if (found.reward.status === 'CLAIMED') throw invalid('this reward is already claimed');
    setRewardStatus(ctx.db, member.id, id, 'CLAIM', ctx.now, { bonusPaisa: bonusPaisa(body.bonus) });
    return findReward(ctx.db, member.id, MAIN_MERCHANT, id, ctx.now, ctx.language)?.reward;
  }),
];
