// Every route of spec section 2, with its owner and who may open it, for the walks over every screen (routes,
// one voice, way on). Who may open it is the spec's (section 6) as the gate table declares it (decision 026).
import type { Page } from '@playwright/test';
import { finiteAnimationsDone } from './animations.ts';
import { afterNextFrame } from './page-settled.ts';

/** `public`: anyone; `guestOnly`: a visitor not logged in; `member`: a real member; `agent`: an agent. */
export type Audience = 'public' | 'guestOnly' | 'member' | 'agent';
export type Role = 'guest' | 'member' | 'agent';

export interface SpecRoute {
  path: string;
  owner: string;
  audience: Audience;
  /** where the spec sends a role the route turns away, instead of the gate's message (decision 026's addendum) */
  redirect?: Partial<Record<Role, string>>;
}

const r = (path: string, owner: string, audience: Audience, redirect?: SpecRoute['redirect']): SpecRoute => ({
  path,
  owner,
  audience,
  ...(redirect ? { redirect } : {}),
});

export const SPEC_ROUTES: SpecRoute[] = [
  r('/m/home', 'mf-lobby', 'public'),
  r('/m/login', 'mf-auth', 'guestOnly'),
  r('/m/register', 'mf-auth', 'guestOnly'),
  r('/m/forget', 'mf-auth', 'guestOnly'),
  r('/m/changePsw', 'mf-auth', 'member', { guest: '/m/login' }),
  r('/m/notice', 'mf-lobby', 'public'),
  r('/m/webEmail', 'mf-member', 'member'),
  r('/m/set', 'mf-auth', 'member', { guest: '/m/home' }),
  r('/m/mine', 'mf-member', 'public'),
  r('/m/member/home', 'mf-member', 'public'),
  r('/m/member/benefits', 'mf-member', 'member'),
  r('/m/voucherCenter', 'mf-cashier', 'member'),
  r('/m/withdraw', 'mf-cashier', 'member'),
  r('/m/inviteFriends', 'mf-member', 'member'),
  r('/m/securityCenter', 'mf-member', 'member'),
  r('/m/agent', 'mf-agent', 'agent', { guest: '/m/home', member: '/m/home' }),
  r('/m/agentRegister', 'mf-auth', 'public'),
  r('/m/vouReport', 'mf-cashier', 'member'),
  r('/m/withdrawReport', 'mf-cashier', 'member'),
  r('/m/transaction/record', 'mf-member', 'member'),
  r('/m/gameRecord', 'mf-member', 'member'),
  r('/m/profitandloss', 'mf-member', 'member'),
  r('/m/upLine/transfer', 'mf-cashier', 'member'),
  r('/m/rewardCenter', 'mf-member', 'member'),
  r('/m/member/manualRebate', 'mf-member', 'member'),
  r('/m/leaderBoard', 'mf-lobby', 'public'),
  r('/m/member/rebateReport', 'mf-member', 'member'),
  r('/m/feedback', 'mf-member', 'member'),
  r('/m/trail', 'mf-auth', 'guestOnly'),
  r('/m/gameList?gameType=RNG', 'mf-lobby', 'public'),
  r('/m/moreLottery', 'mf-lobby', 'public'),
  r('/m/startLottery', 'mf-lobby', 'public'),
  r('/m/lottery', 'mf-lobby', 'public'),
  r('/m/service', 'mf-lobby', 'public'),
  r('/m/activity', 'mf-lobby', 'public'),
  r('/m/activityDetail?id=1', 'mf-lobby', 'public'),
  r('/m/useragreement', 'mf-lobby', 'public'),
  r('/m/maintenance', 'shell', 'public'),
  r('/m/help', 'mf-lobby', 'public'),
  r('/m/helpDetail?i=0', 'mf-lobby', 'public'),
  r('/m/gameCenter', 'mf-lobby', 'public'),
  r('/m/slotsCenter', 'mf-lobby', 'public'),
  r('/m/message', 'mf-member', 'member'),
  r('/m/redRain', 'mf-lobby', 'public'),
  r('/m/teamBetting', 'mf-agent', 'agent'),
  r('/m/agent/team/overview', 'mf-agent', 'agent'),
  r('/m/agent/team/pnl', 'mf-agent', 'agent'),
  r('/m/member/team', 'mf-agent', 'agent'),
  r('/m/member/teamRebate', 'mf-agent', 'agent'),
  r('/m/member/agent/agentRebeat', 'mf-agent', 'agent'),
  r('/m/member/agent/agentDivident', 'mf-agent', 'agent'),
  r('/m/member/agent/getSalaryContract', 'mf-agent', 'agent'),
  r('/m/member/agent/getDevidendContract', 'mf-agent', 'agent'),
  r('/m/member/agent/getHourContract', 'mf-agent', 'agent'),
  r('/m/member/notice?types=A', 'mf-member', 'agent'),
  r('/m/transaction/record?types=A', 'mf-member', 'member'),
];

/** Whether a role may open a route: a guest the public and guests' pages, a member its own too, an agent all but guests'. */
export function opens(route: SpecRoute, role: Role): boolean {
  if (route.audience === 'public') return true;
  if (route.audience === 'guestOnly') return role === 'guest';
  if (route.audience === 'member') return role !== 'guest';
  return role === 'agent';
}

/** The seeded account of a role (dev-api CONTRACT section 11). */
export const ACCOUNTS: Record<Exclude<Role, 'guest'>, [string, string]> = {
  member: ['demo01', 'Demo@1234'],
  agent: ['agent01', 'Agent@1234'],
};

/** What a route draws in the main area: its remote's page, the gate's screen, or the shell's maintenance screen. */
const SCREEN = ':is([data-remote-page], [data-testid="route-closed"], [data-testid="maintenance"])';

/**
 * Moves inside the single-page app, as a tap on a link does (no reload), and waits for the screen to settle. The
 * screen being left is marked first, so that the wait is for the new route's screen, not the old one still shown.
 * A query changed on the same route may keep its screen or replace it (the gate reads the query: the game list's
 * recent games are a member's), so the wait starts after the router has drawn the new address: the walker once read
 * the game list still shown for its closed ?gameType=RECENT.
 */
export async function visit(page: Page, path: string) {
  await page.evaluate(
    ({ to, screen }) => {
      if (new URL(to, location.href).pathname !== location.pathname)
        for (const left of document.querySelectorAll(`main ${screen}`)) left.setAttribute('data-left', '');
      history.pushState(history.state, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    },
    { to: path, screen: SCREEN },
  );
  await afterNextFrame(page);
  await settle(page);
}

/**
 * Waits until the page's screen is drawn: its remote's page or the shell's own, and nothing still loading.
 * The page is asked frame by frame (waitForFunction polls on each animation frame): a web-first assertion polls at
 * 0, 20, 70, 170 and 270 ms and then every 500 ms, so a screen drawn at 300 ms was seen at 770 ms, and each of the
 * Bengali walks' 260 fresh loads waited out that step (issue 36).
 */
export async function settle(page: Page) {
  await page.waitForFunction(
    // visible as Playwright means it: a box with a size, and not hidden by style
    (screen) =>
      [...document.querySelectorAll(`main ${screen}:not([data-left])`)].some((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
      }),
    SCREEN,
    { timeout: 15_000 },
  );
  // late content (lists, figures) is drawn when its answer comes; a screen that keeps a part busy is read as it is then
  await page
    .waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  await finiteAnimationsDone(page);
}
