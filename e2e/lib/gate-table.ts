// Decision 026's gate table as the runtime file carries it (each remote's route manifest: gate, flags, redirects and
// query variants), and the rule of who each gate lets in: read by the route walker (every row, every visitor) and by
// gate-table.spec.ts (flags and menus).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SessionInfo } from '@wl/platform-contract';
import { apiLogin } from './api-login.ts';

export type Gate = 'guest' | 'session' | 'member' | 'notTrial' | 'agent' | undefined;
export type Who = 'guest' | 'member' | 'trial' | 'agent';
/** The gate's reason for a refusal, or `to <key>`: where the row's declared redirect sent the visitor (issue 34). */
export type Verdict = 'open' | 'off' | 'signIn' | 'trial' | 'agentOnly' | 'guestOnly' | `to ${string}`;

export interface Row {
  key: string;
  address: string;
  remote: string;
  gate: Gate;
  flags: string[];
  /** where the spec sends a visitor the gate refuses, by reason (a route key) */
  redirect: Record<string, string>;
}

/** The rule's verdict for a row, with the row's redirect for the reason (a switched-off row is off, wherever). */
export const verdictOf = (row: Row, who: Who): Verdict => {
  const reason = RULE[row.gate ?? 'none'][who];
  return row.redirect[reason] ? `to ${row.redirect[reason]}` : reason;
};

/** Decision 026's rule, word by word: who each gate lets in, and why it turns the others away. */
export const RULE: Record<Exclude<Gate, undefined> | 'none', Record<Who, Verdict>> = {
  none: { guest: 'open', member: 'open', trial: 'open', agent: 'open' },
  guest: { guest: 'open', member: 'guestOnly', trial: 'guestOnly', agent: 'guestOnly' },
  session: { guest: 'signIn', member: 'open', trial: 'open', agent: 'open' },
  member: { guest: 'signIn', member: 'open', trial: 'trial', agent: 'open' },
  notTrial: { guest: 'open', member: 'open', trial: 'trial', agent: 'open' },
  agent: { guest: 'signIn', member: 'agentOnly', trial: 'agentOnly', agent: 'open' },
};

/** The address a route needs to show its page (the launch page needs its query). */
export const QUERY: Record<string, string> = { launchGame: '?playType=trad&prize_mode=lott&code=X&pageBack=home', activityDetail: '?id=1' };

/** Every row of the table as the runtime file carries it: each route, and each query variant as a row of its own. */
export async function tableRows(request: APIRequestContext): Promise<Row[]> {
  const runtime = await (await request.get('/runtime/whitelabel.json')).json();
  const rows: Row[] = [];
  for (const manifest of Object.values(runtime.routeManifests) as { remote: string; routes: any[] }[]) {
    for (const route of manifest.routes) {
      if (route.key === 'socialCallback') continue; // the end of a provider's round trip, not a page to open
      rows.push({
        key: route.key,
        address: `${route.path}${QUERY[route.key] ?? ''}`,
        remote: manifest.remote,
        gate: route.gate,
        flags: route.flags ?? [],
        redirect: route.redirect ?? {},
      });
      for (const variant of route.variants ?? []) {
        rows.push({
          key: `${route.key}?${new URLSearchParams(variant.query)}`,
          address: `${route.path}?${new URLSearchParams(variant.query)}`,
          remote: manifest.remote,
          gate: variant.gate ?? route.gate,
          flags: [...(route.flags ?? []), ...(variant.flags ?? [])],
          redirect: (variant.gate ? variant.redirect : route.redirect) ?? {},
        });
      }
    }
  }
  return rows;
}

/**
 * What a visitor sees at an address now: the page, the gate's message with its reason, or another route's page where
 * the row's redirect sent it (`to <key>`, the key read from the address the visitor landed on).
 */
export async function seen(page: Page, row: Row, keyOfPath: Map<string, string>): Promise<Verdict> {
  const main = page.locator('main');
  const closed = main.getByTestId('route-closed');
  await expect(main.locator('[data-remote-page], [data-testid="route-closed"]').first()).toBeVisible({ timeout: 15_000 });
  const landed = new URL(page.url()).pathname;
  if (landed !== new URL(row.address, page.url()).pathname) return `to ${keyOfPath.get(landed) ?? landed}`;
  if (await closed.isVisible()) return (await closed.getAttribute('data-reason')) as Verdict;
  return 'open';
}

/** Each route's key by its path (the home's too), to name where a redirect landed. */
export async function keysByPath(request: APIRequestContext): Promise<Map<string, string>> {
  const runtime = await (await request.get('/runtime/whitelabel.json')).json();
  const routes = (Object.values(runtime.routeManifests) as { routes: { key: string; path: string }[] }[]).flatMap((m) => m.routes);
  return new Map(routes.map((route) => [route.path, route.key]));
}

/** A session of each kind of visitor: none, demo01, a fresh trial account, agent01. */
export async function sessionOf(
  who: Who,
  baseURL: string,
  devMember: (o: { type: 4; loggedIn: false }) => Promise<{ session: SessionInfo }>,
) {
  if (who === 'guest') return null;
  if (who === 'trial') return (await devMember({ type: 4, loggedIn: false })).session;
  return who === 'member' ? apiLogin(baseURL, 'demo01', 'Demo@1234') : apiLogin(baseURL, 'agent01', 'Agent@1234');
}

export async function signedInAs(page: Page, session: SessionInfo | null) {
  await page.goto('/runtime/whitelabel.json');
  await page.evaluate((s) => (s ? sessionStorage.setItem('wl.session', JSON.stringify(s)) : sessionStorage.clear()), session);
}
