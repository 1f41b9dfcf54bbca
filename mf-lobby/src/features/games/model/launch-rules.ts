import { routeHref, withQuery, homeHref } from '@wl/kit';
import { paths } from '../../../paths.ts';

// Game launch rules (spec sections 2 and 4), pure so each has its test.

/** These lotteries open their vendor's lobby rather than one game. */
const LOBBY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA'];
/** Game types that go to /m/launchGame as a traditional lottery. */
const LOTTERY_TYPES = ['LOTT', 'ELOTT'];

export type PrizeMode = 'lott' | 'elott';

/**
 * Spec section 4, as written: the prize mode is elott when the lottery data contains TCG_LOTTO_VN or
 * LOTT, else lott. A rule over the site's whole lottery data (every lottery launches with the same mode), not
 * over the tapped game. (The platform notes pair TCG_LOTTO_VN with LOTT; where they disagree the spec stands.)
 */
export function prizeModeFor(lotteryData: readonly string[]): PrizeMode {
  return lotteryData.includes('TCG_LOTTO_VN') || lotteryData.includes('LOTT') ? 'elott' : 'lott';
}

/** The game id the launch call sends: the vendor's lobby for the TCG lotteries, else the game itself. */
export function launchGameId(vendor: string, code: string): string {
  return LOBBY_VENDORS.includes(vendor) ? 'lobby' : code;
}

export interface LaunchTarget {
  vendor: string;
  /** the game's id; for a hot match its roomId; for a vendor tile 'lobby' */
  gameId: string;
  nodeId?: number | null;
  gameType: string;
  gameCategory?: string;
}

export type LaunchPlan = { kind: 'login'; to: string } | { kind: 'launch'; to: string };

export const isLottery = (target: Pick<LaunchTarget, 'gameType'>) => LOTTERY_TYPES.includes(target.gameType);

/**
 * Where a tap on a game leads: no session, the login page; a lottery (LOTT, ELOTT) /m/launchGame with
 * playType trad and the site's prize mode (prizeModeFor over the lottery data); anything else /m/launchGame
 * with the vendor and the game. pageBack is where the game's back button returns to.
 */
export function planLaunch(target: LaunchTarget, ctx: { loggedIn: boolean; pageBack: string; prizeMode?: PrizeMode }): LaunchPlan {
  if (!ctx.loggedIn) return { kind: 'login', to: routeHref('login') ?? homeHref() };
  const common = {
    vendor: target.vendor,
    code: target.gameId,
    nodeId: target.nodeId ?? undefined,
    gameCategory: target.gameCategory ?? target.gameType,
  };
  if (isLottery(target)) {
    const prize_mode = ctx.prizeMode ?? prizeModeFor([]);
    return { kind: 'launch', to: withQuery(paths.launchGame, { playType: 'trad', prize_mode, ...common, pageBack: ctx.pageBack }) };
  }
  return { kind: 'launch', to: withQuery(paths.launchGame, { ...common, pageBack: ctx.pageBack }) };
}

/**
 * Where the game's back button goes: a site path as is, a route name (pageBack=home) to its path,
 * anything else (an outside address) home.
 */
export function pageBackPath(pageBack: string | null): string {
  if (!pageBack) return paths.home;
  if (pageBack.startsWith('/m/') && !pageBack.startsWith('//')) return pageBack;
  const route = (paths as Record<string, string>)[pageBack];
  return route ?? paths.home;
}
