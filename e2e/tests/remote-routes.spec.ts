// Issue 22's journey: a team ships a page or a whole remote with its own build and one edit of the runtime
// file. A remote the shell has never heard of (mf-club, a page at a new address: what `pnpm create-remote` writes,
// with an alias and a layout added to its route as a team would) and the cashier's next release (the fixture
// e2e/fixtures/remote: a crypto deposit page added, the withdrawal records left out) are built with the one recipe. The shell's built files are the same, byte for byte and
// untouched, before and after: nothing of the shell or of @wl/kit is built in between.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { apiLogin } from '../lib/api-login.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildFixture, createRemote, generatedDir, runOwn } from '../lib/fixture-remote.ts';
import { isNotFoundPage } from '../lib/page-errors.ts';
import { shellBuild } from '../lib/shell-build.ts';
import { sitePort, startSite, type Site } from '../lib/site.ts';

test.describe.configure({ mode: 'serial' });

const nav = (page: Page) => page.getByRole('navigation', { name: 'প্রধান' });
const title = (page: Page) => page.locator('header h1');

test.describe('a remote and a page shipped without a release of the shell', () => {
  let site: Site;
  let before: string[];
  const clubPort = sitePort(321);
  const cashierPort = sitePort(322);

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    before = shellBuild();
    createRemote('mf-club', ['--page', 'club', '--path', '/m/club', '--en', 'VIP club', '--bn', 'ভিআইপি ক্লাব', '--menu', '35:crown']);
    // its route's alias and layout, by hand
    const routes = path.join(generatedDir('mf-club'), 'src/routes.ts');
    writeFileSync(
      routes,
      readFileSync(routes, 'utf8').replace(
        '    path: paths.club,\n',
        "    path: paths.club,\n    aliases: ['/club.html'],\n    layout: { bottomMenu: false, backHome: true },\n",
      ),
    );
    runOwn('mf-club', 'rspack', ['build'], { NODE_ENV: 'production' });
    const club = path.join(generatedDir('mf-club'), 'dist');
    const cashier = buildFixture('mf-cashier');
    site = await startSite(sitePort(300), { env: { EXTRA_REMOTES: `${club}@${clubPort},${cashier}@${cashierPort}` } });
  });
  test.afterAll(async () => site?.stop());

  test('a new remote and the cashier’s new page route, with their titles and layout in both languages; what a release dropped is not found', async ({
    page,
    pageErrors,
  }) => {
    test.setTimeout(90_000);
    // a member, whom the new pages (gate member, notTrial) are open to (decision 026)
    const session = await apiLogin(site.url, 'demo01', 'Demo@1234');
    await page.goto(`${site.url}/runtime/whitelabel.json`);
    await page.evaluate((s) => sessionStorage.setItem('wl.session', JSON.stringify(s)), session);
    await page.goto(`${site.url}/m/club`);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(nav(page).getByRole('link', { name: /জমা/ })).toBeVisible();

    const w = site.readWhitelabel();
    w.remotes['mf-club'] = `http://{hostname}:${clubPort}/mf-manifest.json`;
    w.remotes['mf-cashier'] = `http://{hostname}:${cashierPort}/mf-manifest.json`;
    site.writeWhitelabel(w);

    // the new remote's page, its title in the header before and after its code, its layout (no bottom menu)
    await page.goto(`${site.url}/m/club`);
    await expect(page.locator('[data-remote-page="mf-club"]').getByText('ভিআইপি ক্লাব: mf-club-এর একটি পাতা।')).toBeVisible();
    await expect(title(page)).toHaveText('ভিআইপি ক্লাব');
    await expect(nav(page)).toHaveCount(0);
    // its alias, and back goes home (backHome) even with a page behind it in history
    await page.goto(`${site.url}/m/activity`);
    await page.goto(`${site.url}/club.html`);
    await expect(page).toHaveURL(/\/m\/club$/);
    await page.getByRole('button', { name: 'পিছনে' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);

    // the cashier's new page: header with its title, the bottom menu (its default layout)
    await page.goto(`${site.url}/m/cryptoDeposit`);
    await expect(page.locator('[data-remote-page="mf-cashier"]').getByText('ইউএসডিটি দিয়ে জমা')).toBeVisible();
    await expect(title(page)).toHaveText('ক্রিপ্টো জমা');
    await expect(nav(page)).toBeVisible();

    // in English
    await page.evaluate(() => localStorage.setItem('wl.language', 'en'));
    await page.goto(`${site.url}/m/club`);
    await expect(page.locator('[data-remote-page="mf-club"]').getByText('VIP club: a page of mf-club.')).toBeVisible();
    await expect(title(page)).toHaveText('VIP club');
    await page.goto(`${site.url}/m/cryptoDeposit`);
    await expect(title(page)).toHaveText('Crypto deposit');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // the new remote's side-menu entry (its route's sideMenu), labelled with its title, after the VIP room's, and
    // its tap opens its page
    await page.goto(`${site.url}/m/home`);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'VIP club' })).toBeVisible();
    const entries = await menu.getByRole('button').allTextContents();
    expect(entries.indexOf('VIP club')).toBe(entries.indexOf('VIP room') + 1);
    await menu.getByRole('button', { name: 'VIP club' }).click();
    await expect(page.locator('[data-remote-page="mf-club"]').getByText('VIP club: a page of mf-club.')).toBeVisible();

    // the withdrawal records left the cashier's release: not found, and the header's withdraw button is gone
    await page.goto(`${site.url}/m/withdrawReport`);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.goto(`${site.url}/m/home`);
    await expect(page.getByTestId('header-balance')).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Deposit' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Withdraw' })).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('a remote the runtime file drops takes its routes and its menu entries with it, with no error', async ({ page, pageErrors }) => {
    const errors: string[] = [];
    // the dropped routes' addresses are answered 404 with the not-found page (issue 37 item 7): the page's own answer
    page.on('console', (m) => m.type() === 'error' && !isNotFoundPage(page, m) && errors.push(m.text()));
    const w = site.readWhitelabel();
    delete w.remotes['mf-member'];
    delete w.remotes['mf-club'];
    site.writeWhitelabel(w);
    await page.goto(`${site.url}/m/home`);
    await expect(page.locator('[data-remote-page="mf-lobby"]')).toBeVisible();
    // the members and invite entries were mf-member's routes
    await expect(nav(page).getByRole('link', { name: 'হোম' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: /সদস্য/ })).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: /আমন্ত্রণ/ })).toHaveCount(0);
    // and the club's side-menu entry went with its remote
    await page.getByRole('banner').getByRole('button', { name: 'মেনু' }).click();
    await expect(page.getByRole('dialog', { name: 'মেনু' }).getByRole('button', { name: /জমা/ })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'মেনু' }).getByRole('button', { name: 'ভিআইপি ক্লাব' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    for (const address of ['/m/mine', '/m/club']) {
      await page.goto(`${site.url}${address}`);
      await expect(page.getByTestId('not-found')).toBeVisible();
    }
    expect(errors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('two remotes claiming one address: the first in the runtime file keeps it, and the shell says so in its console', async ({
    page,
    allowPageErrors,
  }) => {
    // what the shell says in its console is what the test checks
    allowPageErrors(/^console: \[routes\] conflict: /);
    const w = site.readWhitelabel();
    // the cashier's next release named twice: every one of its addresses is claimed twice
    w.remotes = { 'mf-cashier': w.remotes['mf-cashier']!, ...w.remotes, 'mf-cashier-copy': w.remotes['mf-cashier']! };
    site.writeWhitelabel(w);
    for (let i = 0; i < 2; i++) {
      const conflicts: string[] = [];
      page.on('console', (m) => m.type() === 'error' && m.text().includes('[routes] conflict') && conflicts.push(m.text()));
      await page.goto(`${site.url}/m/cryptoDeposit`);
      await expect(page.locator('[data-remote-page="mf-cashier"]').getByText('ইউএসডিটি দিয়ে জমা')).toBeVisible();
      expect(conflicts).toContain("[routes] conflict: mf-cashier-copy declares the route key deposit, which is mf-cashier's");
      expect(conflicts).toContain("[routes] conflict: mf-cashier-copy declares the route key cryptoDeposit, which is mf-cashier's");
      page.removeAllListeners('console');
    }
  });

  test('the shell’s built files are the same, byte for byte and untouched', () => {
    expect(shellBuild()).toEqual(before);
  });
});
