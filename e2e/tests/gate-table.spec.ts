// Issue 24 item 4, decision 026: every gate is one rule, checked at the route, and the menus read the same table
// (lib/gate-table.ts). Every row opened by URL as a guest, a member, a trial account and an agent is the route
// walker's (route-walker.spec.ts); here every row is opened with each of its flags off, and every menu entry that
// leads to a row shows, hides and refuses as the row's address does: with every flag on, and with every flag of the
// entries' rows off at once. Which entry follows which flag, one flag at a time, is each menu's own test (the shell's
// layout/menus-follow-flags.test.tsx, the member centre's menu-items.test.ts, the agent home's grid.test.ts).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/cashier.ts';
import { apiLogin } from '../lib/api-login.ts';
import { flagsOff } from '../lib/flags-off.ts';
import { keysByPath, type Row, RULE, seen, sessionOf, signedInAs, tableRows, type Verdict, type Who } from '../lib/gate-table.ts';
import { languagesInTurn, NAMES, type Names } from '../lib/names.ts';
import { visit } from '../lib/spec-routes.ts';

/** The site with one whitelabel flag off for this page only. */
const flagOff = (page: Page, modId: string) => flagsOff(page, [modId]);

/**
 * The table's flags in batches that can be switched off together: no row declares two flags of one batch, so a row
 * a batch closes was closed by its one flag there, as if that flag alone were off. Greedy, in the table's order.
 */
function flagBatches(rows: Row[]): string[][] {
  const batches: string[][] = [];
  for (const flag of new Set(rows.flatMap((row) => row.flags))) {
    const together = (batch: string[]) => !rows.some((row) => row.flags.includes(flag) && row.flags.some((f) => batch.includes(f)));
    const batch = batches.find(together);
    if (batch) batch.push(flag);
    else batches.push([flag]);
  }
  return batches;
}

/** A menu entry: where it is, its visible name, the row it leads to, and whom its own condition limits it to. */
interface Entry {
  where: 'side menu' | 'bottom menu' | 'header' | 'member centre' | 'agent home';
  /** its visible name, in NAMES */
  name: keyof Names;
  row: string;
  /** the entry's own condition beside the table (spec section 2: the agency centre entry shows to agents) */
  onlyFor?: Who[];
}

const ENTRIES: Entry[] = [
  { where: 'side menu', name: 'deposit', row: 'deposit' },
  { where: 'side menu', name: 'invite', row: 'inviteFriends' },
  { where: 'side menu', name: 'vipRoom', row: 'memberBenefits' },
  { where: 'side menu', name: 'withdraw', row: 'withdraw' },
  { where: 'side menu', name: 'recentGames', row: 'gameList?gameType=RECENT' },
  { where: 'side menu', name: 'feedback', row: 'feedback' },
  { where: 'bottom menu', name: 'deposit', row: 'deposit' },
  { where: 'bottom menu', name: 'invite', row: 'inviteFriends' },
  { where: 'bottom menu', name: 'members', row: 'mine' },
  { where: 'header', name: 'login', row: 'login' },
  { where: 'header', name: 'register', row: 'register' },
  { where: 'header', name: 'withdraw', row: 'withdraw' },
  { where: 'member centre', name: 'depositRecord', row: 'depositRecord' },
  { where: 'member centre', name: 'withdrawRecord', row: 'withdrawRecord' },
  { where: 'member centre', name: 'accountRecord', row: 'transactionRecord' },
  { where: 'member centre', name: 'bettingRecord', row: 'gameRecord' },
  { where: 'member centre', name: 'profitAndLoss', row: 'profitAndLoss' },
  { where: 'member centre', name: 'rewardCentre', row: 'rewardCenter' },
  { where: 'member centre', name: 'manualRebate', row: 'manualRebate' },
  { where: 'member centre', name: 'mission', row: 'rewardCenter?kind=MISSION' },
  { where: 'member centre', name: 'myRebate', row: 'rebateReport' },
  { where: 'member centre', name: 'mail', row: 'inbox' },
  { where: 'member centre', name: 'feedback', row: 'feedback' },
  { where: 'member centre', name: 'vipBenefits', row: 'memberBenefits' },
  { where: 'member centre', name: 'inviteFriends', row: 'inviteFriends' },
  { where: 'member centre', name: 'agencyCentre', row: 'agent', onlyFor: ['agent'] },
  { where: 'agent home', name: 'teamOverview', row: 'agentTeamOverview' },
  { where: 'agent home', name: 'myDownline', row: 'memberTeam' },
  { where: 'agent home', name: 'dividend', row: 'agentDividend' },
  { where: 'agent home', name: 'dailySalaryContract', row: 'salaryContract' },
  { where: 'agent home', name: 'mail', row: 'inbox' },
  { where: 'agent home', name: 'agentNotices', row: 'memberNotice?types=A' },
];

/** The menu that holds an entry, opened on the page where it is. */
async function openMenu(page: Page, where: Entry['where'], n: Names) {
  const pageOf = {
    'side menu': '/m/home',
    'bottom menu': '/m/home',
    header: '/m/home',
    'member centre': '/m/mine',
    'agent home': '/m/agent',
  };
  await visit(page, pageOf[where]);
  if (where === 'side menu') {
    await page.getByRole('button', { name: n.menu, exact: true }).click();
    await expect(page.getByRole('dialog', { name: n.menu })).toBeVisible();
    return page.getByRole('dialog', { name: n.menu });
  }
  if (where === 'bottom menu') return page.getByRole('navigation', { name: n.bottomMenu });
  if (where === 'header') return page.getByRole('banner');
  if (where === 'agent home') {
    await expect(page.getByRole('navigation', { name: n.agencyMenu })).toBeVisible();
    return page.getByRole('navigation', { name: n.agencyMenu });
  }
  return page.getByRole('main');
}

/** Hidden in a menu where the row is closed so that the person has nothing to do there; a bottom-menu tab never hides. */
const HIDES: Verdict[] = ['off', 'agentOnly', 'guestOnly'];

// The verdict by URL is the same in either language, and the closed page's texts in both are the shell's component
// test's (gates/gated-page.test.tsx): the composed site is judged once, in Bengali, the default.
test.describe('bn', () => {
  test.use({ language: 'bn' });

  test.describe('by URL', () => {
    test('every flag of the table closes its rows for everyone, with a clear message and a way back', async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      // the tabs of this walk start in the language too
      await context.addInitScript((l) => localStorage.setItem('wl.language', l), 'bn');
      const rows = await tableRows(page.request);
      const keyOfPath = await keysByPath(page.request);
      const member = await apiLogin(baseURL!, 'demo01', 'Demo@1234');
      const agent = await apiLogin(baseURL!, 'agent01', 'Agent@1234');
      const wrong: string[] = [];
      // the visitor the row would otherwise let in
      const sessions = { guest: null, member, agent };
      const whoFor = (row: Row): keyof typeof sessions => (row.gate === 'agent' ? 'agent' : row.gate === 'guest' ? 'guest' : 'member');
      for (const batch of flagBatches(rows)) {
        const tab = await context.newPage();
        await flagsOff(tab, batch);
        // each row closed by the one flag of the batch it declares
        const closedRows = rows.flatMap((row) => row.flags.filter((f) => batch.includes(f)).map((modId) => ({ row, modId })));
        for (const who of new Set(closedRows.map(({ row }) => whoFor(row)))) {
          await signedInAs(tab, sessions[who]);
          // the first row as a fresh load, the visitor's others as a tap inside the app: the gate is the route's,
          // whichever way in (the route walker crosses both)
          let first = true;
          for (const { row, modId } of closedRows.filter((c) => whoFor(c.row) === who)) {
            if (first) await tab.goto(row.address);
            else await visit(tab, row.address);
            first = false;
            const actual = await seen(tab, row, keyOfPath);
            if (actual !== 'off') wrong.push(`${row.key} with ${modId} off: ${actual}`);
            else if (!(await tab.getByTestId('route-closed').getByRole('button', { name: NAMES.bn.goBack }).isVisible()))
              wrong.push(`${row.key}: no way back`);
          }
        }
        await tab.close();
      }
      expect(wrong).toEqual([]);
    });
  });
});

// Each visitor's walk of the menus runs once, the languages taken in turn (decision 071): what shows and hides is the
// table's rule, whatever the language the entries are named in.
const nextLanguage = languagesInTurn();

test.describe('by menu', () => {
  for (const who of ['guest', 'member', 'trial', 'agent'] as const) {
    const lng = nextLanguage();
    test.describe(lng, () => {
      test.use({ language: lng });
      const n = NAMES[lng];

      test(`every entry shows as its row opens, as ${who === 'trial' ? 'a trial account' : `${who === 'agent' ? 'an' : 'a'} ${who}`}, with their flags off too`, async ({
        page,
        baseURL,
        devMember,
      }) => {
        test.setTimeout(240_000);
        const session = await sessionOf(who, baseURL!, devMember);
        const rows = new Map((await tableRows(page.request)).map((row) => [row.key, row]));
        const wrong: string[] = [];
        const check = async (off: string[], entries: Entry[]) => {
          await signedInAs(page, session);
          await page.goto('/m/home');
          // agent01's contract offers ask their one question on the first arrival of the session (decision 028)
          if (who === 'agent' && off.length === 0) {
            await expect(page.getByRole('dialog', { name: n.contractRequest })).toBeVisible();
            await page.keyboard.press('Escape');
          }
          // each menu is opened once for its entries (they are listed by menu), and read as it stands
          let open = null as { where: Entry['where']; menu: Locator } | null;
          for (const entry of entries) {
            const row = rows.get(entry.row)!;
            const verdict: Verdict = row.flags.some((f) => off.includes(f)) ? 'off' : RULE[row.gate ?? 'none'][who];
            // the places a visitor cannot reach hold no entries to judge: the member centre is closed to a trial
            // account, the agent home to anyone but an agent
            if (entry.where === 'member centre' && who === 'trial') continue;
            if (entry.where === 'agent home' && who !== 'agent') continue;
            // the member's row of the header is a session's
            if (entry.where === 'header' && entry.row === 'withdraw' && who === 'guest') continue;
            if (open?.where !== entry.where) {
              if (open?.where === 'side menu') await page.keyboard.press('Escape');
              open = { where: entry.where, menu: await openMenu(page, entry.where, n) };
            }
            const menu = open.menu;
            // the entry's name, read with a tab's bonus bubble (৳5,000.00) or an entry's badge (১টি ...) after it
            const name = new RegExp(`^${n[entry.name]}(?:\\s[-+]?৳?[০-৯0-9].*)?$`);
            const shown = await menu.getByRole('link', { name }).or(menu.getByRole('button', { name })).first().isVisible();
            const own = !entry.onlyFor || entry.onlyFor.includes(who);
            const shouldShow = entry.where === 'bottom menu' || (own && !HIDES.includes(verdict));
            if (shown !== shouldShow)
              wrong.push(
                `${entry.where} '${n[entry.name]}' (${entry.row}, ${verdict}${off.length ? ', its flags off' : ''}): ${shown ? 'shown' : 'hidden'}`,
              );
          }
          if (open?.where === 'side menu') await page.keyboard.press('Escape');
        };
        await check([], ENTRIES);
        // every flag the entries' rows need, off at once for this page only: the entries whose rows they close hide,
        // the bottom menu's tabs stay
        const off = [...new Set(ENTRIES.flatMap((e) => rows.get(e.row)!.flags))];
        expect(off.length).toBeGreaterThan(5);
        await flagsOff(page, off);
        await check(off, ENTRIES);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        expect(wrong).toEqual([]);
      });
    });
  }

  {
    const lng = nextLanguage();
    test.describe(lng, () => {
      test.use({ language: lng });
      const n = NAMES[lng];

      test('a tap follows the row: a guest gets the login dialog, a trial account free_reject, a fixed tab whose page is off the contact-service message', async ({
        page,
        devMember,
      }) => {
        // a guest: the side menu's deposit asks for the login where the guest is
        await page.goto('/m/home');
        await page.getByRole('button', { name: n.menu, exact: true }).click();
        await page.getByRole('dialog', { name: n.menu }).getByRole('button', { name: n.deposit }).click();
        await expect(page.getByRole('dialog', { name: new RegExp(n.login) })).toBeVisible();
        await expect(page).toHaveURL(/\/m\/home$/);
        await page.keyboard.press('Escape');
        // a trial account: the Members tab says free_reject and stays
        const trial = await devMember({ type: 4 });
        expect(trial.type).toBe(4);
        await page.goto('/m/home');
        await page.getByRole('navigation', { name: n.bottomMenu }).getByRole('link', { name: n.members }).click();
        await expect(page.getByTestId('toast-region').getByText(n.freeReject)).toBeVisible();
        await expect(page).toHaveURL(/\/m\/home$/);
        // a member with REFERRAL off: the Invite tab says the contact-service message and stays; by URL, the gate's message
        await devMember();
        await flagOff(page, 'REFERRAL');
        await page.goto('/m/home');
        await page.getByRole('navigation', { name: n.bottomMenu }).getByRole('link', { name: n.invite }).click();
        await expect(page.getByTestId('toast-region').getByText(new RegExp(n.contactService))).toBeVisible();
        await expect(page).toHaveURL(/\/m\/home$/);
        await page.goto('/m/inviteFriends');
        await expect(page.getByTestId('route-closed')).toHaveAttribute('data-reason', 'off');
        await expect(page.getByTestId('route-closed').getByRole('link', { name: n.customerService })).toBeVisible();
      });
    });
  }
});
