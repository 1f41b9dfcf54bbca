import { type LotteryMenu, lotteryMenusCall } from '@wl/platform-contract/calls/lobby-games';
import { api, queryCache } from '@wl/kit';
import { prizeModeFor, type PrizeMode } from '../model/launch-rules.ts';

/** One entry of the platform's lottery data: a prize mode (Lott, Elott) and the vendor that runs it. */
export type { LotteryMenu } from '@wl/platform-contract/calls/lobby-games';

export const LOTTERY_MENUS_KEY = ['lobby', 'lottery', 'menus'] as const;

export const fetchMenus = () => api.call(lotteryMenusCall, {}, { silent: true });

/** The codes the prize-mode rule looks for in the lottery data: each entry's vendor and prize mode. */
const lotteryDataCodes = (menus: readonly LotteryMenu[]) => menus.flatMap((m) => [m.vendor, m.prizeMode.toUpperCase()]);

/**
 * The site's prize mode, from the whole lottery data (spec section 4): the cached list when the lottery hall
 * or an earlier launch loaded it, else one request (shared with any in flight).
 */
export async function sitePrizeMode(): Promise<PrizeMode> {
  const menus = queryCache.snapshot<LotteryMenu[]>(LOTTERY_MENUS_KEY).data ?? (await queryCache.fetch(LOTTERY_MENUS_KEY, fetchMenus));
  return prizeModeFor(lotteryDataCodes(menus));
}
