// Issue 36 item 1: one walk per visitor and language over every route, judging on each visit every rule the
// separate walks of issues 24 and 26 judged on their own visits:
// - gate: what the visitor meets is the gate table's verdict for the row (decision 026 and its redirects);
// - owner: an open route shows its owner's page, built, with no fallback (spec section 2);
// - axe: nothing serious or critical on the whole page, a dialog the gate opened included (issue 26 point 5); each
//   screen once per visitor, in one language, the languages taken in turn (decision 071);
// - one voice: one digit system per text and money in the brand's format (decision 025);
// - way on: a way home, and for a member on a screen with neither header nor bottom menu, to the member centre
//   (decision 029);
// - page error: nothing uncaught, no console.error, on that route.
// In Bengali, the default, every route is opened as a fresh load (a deep link); in English the walk moves inside the
// app, as a tap on a link does, so both ways in are crossed by every visitor. A failure names the rule, the route,
// the visitor and the language. Each walk writes what it judged to judged.json in its output folder.
// The walk asks for reduced motion: its rules judge each screen at rest, and waiting out the 300 ms fade of every
// in-app move was three quarters of an English walk (a member's: 29.0 s with the fade, 12.9 s without; issue 36).
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/cashier.ts';
import { seriousAxeFindings } from '../lib/axe.ts';
import { type Row, sessionOf, signedInAs, tableRows, type Verdict, verdictOf, type Who } from '../lib/gate-table.ts';
import { LANGUAGES, type Language, NAMES, type Names } from '../lib/names.ts';
import { scanOneVoice } from '../lib/one-voice.ts';
import { opens, type Role, SPEC_ROUTES, type SpecRoute, settle, visit } from '../lib/spec-routes.ts';

type Rule = 'gate' | 'owner' | 'axe' | 'one voice' | 'way on' | 'page error';
const RULES: Rule[] = ['gate', 'owner', 'axe', 'one voice', 'way on', 'page error'];

/** One address of the walk: a row of the table, a route of the spec, or both. */
interface Stop {
  address: string;
  /** the table's row for the address (a spec address with a query of its own takes its path's row) */
  row?: Row;
  spec?: SpecRoute;
}

/** Every row of the table, and every route of the spec, once each. */
function stopsOf(rows: Row[]): Stop[] {
  const stops = new Map<string, Stop>(rows.map((row) => [row.address, { address: row.address, row }]));
  for (const spec of SPEC_ROUTES) {
    const stop = stops.get(spec.path);
    if (stop) stop.spec = spec;
    else
      stops.set(spec.path, { address: spec.path, spec, row: rows.find((row) => row.address === new URL(spec.path, 'http://x').pathname) });
  }
  return [...stops.values()];
}

/** Public routes whose screen a signed-in player sees differently (the balance, the member's own entries). */
const SIGNED_IN_DIFFERENT = new Set(['/m/home', '/m/mine', '/m/member/home', '/m/agentRegister']);

/**
 * The spec routes axe judges for a role: each one it may open and sees as its own, and one closed route per owner
 * (the gate's screen is the shell's, the same for every route of an owner).
 */
function axeRoutesOf(role: Role): Set<string> {
  const closedSeen = new Set<string>();
  const judged = SPEC_ROUTES.filter((route) => {
    // a route that sends the role elsewhere shows no screen of its own: where it lands is judged as its own route
    if (route.redirect?.[role]) return false;
    if (!opens(route, role)) {
      if (closedSeen.has(route.owner)) return false;
      closedSeen.add(route.owner);
      return true;
    }
    if (role === 'guest') return true;
    if (route.audience === 'public') return SIGNED_IN_DIFFERENT.has(route.path);
    // a member's routes look the same to an agent, but for the member centre's agent entries and agent notices
    if (role === 'agent' && route.audience === 'member') return route.path.includes('types=A');
    return true;
  });
  return new Set(judged.map((route) => route.path));
}

/** What the visitor met at the address: the page, the gate's reason, or where a redirect landed (`to <key>`). */
async function verdictAt(page: Page, address: string, rows: Row[]): Promise<Verdict> {
  const landed = new URL(page.url()).pathname;
  if (landed !== new URL(address, page.url()).pathname) return `to ${rows.find((row) => row.address === landed)?.key ?? landed}`;
  const closed = page.locator('main').getByTestId('route-closed');
  if (await closed.isVisible()) return (await closed.getAttribute('data-reason')) as Verdict;
  return 'open';
}

/** A route's path by its key (a redirect names its target by key, the spec by path). */
const pathOf = (key: string, rows: Row[]) => rows.find((row) => row.key === key)?.address ?? key;

/**
 * The routes axe judges for a role in one language: each of axeRoutesOf's once per visitor, the languages taken in
 * turn along the spec's order, each visitor starting on a different one (decision 071). axe is the walk's costliest
 * judge (0.2-0.5 s a screen, two thirds of an English walk); the other rules judge every route in both languages.
 */
function axeRoutesIn(role: Role, language: Language): Set<string> {
  const offset = WHO.indexOf(role);
  return new Set([...axeRoutesOf(role)].filter((_, i) => LANGUAGES[(i + offset) % LANGUAGES.length] === language));
}

/** The ways home a screen shows, by what a person sees: asked together, one round trip to the browser, not four. */
async function waysHome(page: Page, n: Names) {
  const [back, bottomHome, wayOnHome, ownHome] = await Promise.all([
    page.getByRole('banner').getByRole('button', { name: n.back }).isVisible(),
    page.getByRole('navigation', { name: n.bottomMenu }).getByRole('link', { name: n.home }).isVisible(),
    page.getByRole('navigation', { name: n.wayOn }).getByRole('link', { name: n.home }).isVisible(),
    // a page's own way home (the login page's close link, the not-found page's button): a link to the home
    page.locator('main a[href="/m/home"]:visible').first().isVisible(),
  ]);
  return { back, bottomHome, wayOnHome, ownHome };
}

const WHO: Who[] = ['guest', 'member', 'trial', 'agent'];
const named = (who: Who) => (who === 'trial' ? 'a trial account' : `${who === 'agent' ? 'an' : 'a'} ${who}`);

test.use({ reducedMotion: 'reduce' });

for (const language of LANGUAGES) {
  test.describe(language, () => {
    test.use({ language });
    const n = NAMES[language];

    for (const who of WHO) {
      test(`every route as ${named(who)}: gate, owner, axe, one voice, way on, page errors`, async ({
        page,
        context,
        baseURL,
        devMember,
        pageErrors,
      }, testInfo) => {
        test.setTimeout(240_000);
        // the trial account is judged on the gate and the owner, as the gate table's walk judged it
        const role: Role | null = who === 'trial' ? null : who;
        const session = await sessionOf(who, baseURL!, devMember);
        // every load of the walk starts in the language
        await context.addInitScript((l) => localStorage.setItem('wl.language', l), language);
        await signedInAs(page, session);
        const runtime = await (await page.request.get('/runtime/whitelabel.json')).json();
        const symbol: string = runtime.currency.symbol;
        const rows = await tableRows(page.request);
        const stops = stopsOf(rows);
        expect(rows.length).toBeGreaterThan(50);
        expect(stops.filter((stop) => stop.spec)).toHaveLength(SPEC_ROUTES.length);
        const axeRoutes = role ? axeRoutesIn(role, language) : new Set<string>();
        const findings = Object.fromEntries(RULES.map((rule) => [rule, [] as string[]])) as Record<Rule, string[]>;
        const judged: { rule: Rule; route: string }[] = [];
        const judge = (rule: Rule, route: string, problems: string[]) => {
          judged.push({ rule, route });
          findings[rule].push(...problems.map((problem) => `${route}: ${problem}`));
        };
        const fresh = language === 'bn';
        if (!fresh) {
          await page.goto('/m/home');
          await settle(page);
        }

        let lastPath = '';
        /** how long each stop took, judging included: where a walk's time goes */
        const took: Record<string, number> = {};
        for (const stop of stops) {
          const stopStarted = Date.now();
          const errorsBefore = pageErrors.length;
          // the screen is what settle waits for: the load event (images, the idle prefetch's start) was 12% of a fresh stop
          if (fresh) await page.goto(stop.address, { waitUntil: 'commit' });
          await (fresh ? settle(page) : visit(page, stop.address));
          const expected: Verdict = stop.row ? verdictOf(stop.row, who) : 'open';
          const actual = await verdictAt(page, stop.address, rows);
          const gateProblems = actual === expected ? [] : [`${actual}, the table says ${expected}`];
          // and the table says what the spec says: whom the route lets in, and where it sends the others
          if (role && stop.spec) {
            const specSays = opens(stop.spec, role) ? 'open' : stop.spec.redirect?.[role] ? `to ${stop.spec.redirect[role]}` : 'closed';
            const tableSays =
              expected === 'open' ? 'open' : expected.startsWith('to ') ? `to ${pathOf(expected.slice(3), rows)}` : 'closed';
            if (specSays !== tableSays) gateProblems.push(`the spec says ${specSays}, the table ${tableSays}`);
          }
          judge('gate', stop.address, gateProblems);
          const dialog = page.getByRole('dialog');
          // a guest the gate turns away is asked to log in where it is (the dialog is part of the screen axe judges),
          // on arriving at the route: a query changed on the same route asks no second time
          const path = new URL(stop.address, 'http://x').pathname;
          if (actual === 'signIn' && who === 'guest' && path !== lastPath) {
            const asked = await expect(dialog)
              .toBeVisible()
              .then(() => true)
              .catch(() => false);
            if (!asked) findings.gate.push(`${stop.address}: the gate asked for no login`);
          }
          lastPath = path;

          if (actual === 'open' && expected === 'open') {
            const owner = stop.spec?.owner ?? stop.row!.remote;
            const main = page.locator('main');
            const problems: string[] = [];
            if (stop.spec && stop.row && stop.spec.owner !== stop.row.remote)
              problems.push(`the spec's owner ${stop.spec.owner}, the table's ${stop.row.remote}`);
            if (owner === 'shell') {
              if (!(await main.getByTestId('maintenance').isVisible())) problems.push("not the shell's screen");
            } else {
              const notBuilt = main.getByTestId('not-built');
              const [fellBack, shown, notBuiltText] = await Promise.all([
                main.getByTestId('remote-fallback').count(),
                main.locator(`[data-remote-page="${owner}"]`).isVisible(),
                notBuilt.count().then((count) => (count ? notBuilt.textContent() : null)),
              ]);
              if (fellBack) problems.push(`${owner} fell back`);
              if (!shown) problems.push(`not ${owner}'s page`);
              if (notBuiltText !== null && !notBuiltText?.includes(owner)) problems.push('a page not built, not naming its owner');
            }
            judge('owner', stop.address, problems);
          }

          if (role && stop.spec && opens(stop.spec, role))
            judge(
              'one voice',
              stop.address,
              (await scanOneVoice(page, language, symbol)).map((f) => `${f.problem} "${f.text}" (${f.where})`),
            );
          if (role && stop.spec && axeRoutes.has(stop.spec.path)) judge('axe', stop.address, await seriousAxeFindings(page));

          // a dialog (the gate's login, an agent's contract offer on the first arrival) stands over the screen's ways
          if (await dialog.isVisible()) {
            await page.keyboard.press('Escape');
            await expect(dialog).toBeHidden();
          }
          if (role) {
            const ways = await waysHome(page, n);
            const problems: string[] = [];
            if (!Object.values(ways).some(Boolean)) problems.push('no way home');
            const onCentre = /\/m\/(mine|member\/home)/.test(stop.address);
            if (session && !ways.back && !ways.bottomHome && stop.spec && opens(stop.spec, role) && !onCentre) {
              const centre = page.getByRole('navigation', { name: n.wayOn }).getByRole('link', { name: n.members });
              if (!(await centre.isVisible())) problems.push('no way to the member centre');
            }
            judge('way on', stop.address, problems);
          }
          // the page's errors, named by the route they came on (and taken from the fixture, which would not name it)
          judge('page error', stop.address, pageErrors.splice(errorsBefore));
          took[stop.address] = Date.now() - stopStarted;
        }

        // the side menu's texts too (its copyright line, the member's entries)
        if (role) {
          await visit(page, '/m/home');
          await page.getByRole('button', { name: n.menu, exact: true }).click();
          await expect(page.getByRole('dialog', { name: n.menu })).toBeVisible();
          judge(
            'one voice',
            'side menu',
            (await scanOneVoice(page, language, symbol)).map((f) => `${f.problem} "${f.text}" (${f.where})`),
          );
        }

        writeFileSync(
          testInfo.outputPath('judged.json'),
          JSON.stringify({ who, language, rows: rows.map((row) => row.address), judged, took }, null, 1),
        );
        for (const rule of RULES) expect.soft(findings[rule], `${rule}, as ${named(who)}, in ${language}`).toEqual([]);
      });
    }
  });
}
