// Issue 39's journey: a new team's remote, from nothing to one brand's players, with no release of the shell.
// `pnpm create-remote` writes mf-demo, a second command adds a page with a side-menu entry, its own tests and
// typecheck pass, it runs alone and signs in, its build is released as 1.0.0, and one brand's file names it. Its page
// and its entry appear on that brand and not on the other, and the shell's built files are byte-identical (hashes).
//
// The remote is written to a folder of this run (--dir, --no-root: the repository's files stay as they are) with the
// workspace's install linked in (e2e/lib/fixture-remote.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { type BrandSite, REMOTES, releaseBuild, signInDevMember, startBrands, testBrand, testStore } from '../lib/brands.ts';
import { addPage, createRemote, generatedDir, runOwn } from '../lib/fixture-remote.ts';
import { shellBuild } from '../lib/shell-build.ts';
import { sitePort } from '../lib/site.ts';
import { checkAlone } from '../lib/standalone.ts';

const KHELA = 'khela24.localhost';
const BDPLAY = 'bdplay.localhost';
const RELEASE = '1.0.0';
const pins = Object.fromEntries(REMOTES.map((r) => [r, '1.0.0-e2e']));
const khela24 = (extra: Record<string, string> = {}) => testBrand('khela24', [KHELA, '127.0.0.1'], { ...pins, ...extra });

const dir = generatedDir('mf-demo');

/** The side menu's entries, opened on the events page (home opens its daily pop-up over the header). */
const menuEntries = async (page: Page, origin: string) => {
  await page.goto(`${origin}/m/activity`);
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'Deposit' })).toBeVisible();
  return { menu, names: await menu.getByRole('button').allTextContents() };
};

let site: BrandSite | undefined;
test.afterAll(async () => site?.stop());

test('a generated remote: a page with a menu entry, tested, run alone, released and published on one brand, the shell untouched', async ({
  context,
  pageErrors,
}) => {
  test.setTimeout(300_000);
  const before = shellBuild();

  await test.step('generate mf-demo and add a page with a side-menu entry', () => {
    expect(createRemote('mf-demo', ['--en', 'Demo', '--bn', 'ডেমো'])).toContain('mf-demo/ with 13 files (/m/demo, Demo)');
    const page = ['--page', 'offers', '--en', 'Offers', '--bn', 'অফার', '--gate', 'member', '--menu', '35:crown', '--member-centre', '25'];
    expect(addPage('mf-demo', page)).toContain('mf-demo serves /m/offers (Offers)');
    // a page the remote has is refused, not written twice
    expect(() => addPage('mf-demo', ['--page', 'offers', '--en', 'Offers', '--bn', 'অফার'])).toThrow();
  });

  await test.step('its tests and its typecheck pass', () => {
    const jest = JSON.parse(runOwn('mf-demo', 'jest', ['--ci', '--json'])) as {
      success: boolean;
      numPassedTests: number;
      numTotalTests: number;
    };
    expect(jest).toMatchObject({ success: true, numPassedTests: jest.numTotalTests });
    // the first page's and the added page's tests, and the exposes test of both in both languages
    expect(jest.numTotalTests).toBeGreaterThanOrEqual(4);
    runOwn('mf-demo', 'tsc', ['--noEmit', '-p', '.']);
  });

  await test.step('it runs alone, signed in through the session bar', async () => {
    const report = await checkAlone('mf-demo', { dir, port: sitePort(361), apiPort: sitePort(362) });
    expect(report).toContain("/m/demo (signed in as demo01) shows demo's heading, 'স্বাগতম, demo01'");
  });

  await test.step('its build is released as 1.0.0, and one brand names it', async () => {
    runOwn('mf-demo', 'rspack', ['build'], { NODE_ENV: 'production' });
    const store = testStore(Object.fromEntries(REMOTES.map((r) => [r, ['1.0.0-e2e']])));
    releaseBuild(store, 'mf-demo', path.join(dir, 'dist'), RELEASE);
    expect(existsSync(path.join(store, 'mf-demo', RELEASE, 'release.json'))).toBe(true);
    site = await startBrands(sitePort(360), [khela24(), testBrand('bdplay', [BDPLAY], pins)], store);
  });

  const open = async (host: string, merchant: string) => {
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await signInDevMember(page, site!, host, merchant);
    await page.evaluate(() => localStorage.setItem('wl.language', 'en'));
    return page;
  };

  await test.step('published on Khela24: its side-menu entry opens its page, its member-centre row; BanglaPlay has none', async () => {
    const khela = await open(KHELA, 'BDWL');
    expect((await menuEntries(khela, site!.url(KHELA))).names).not.toContain('Offers');

    site!.writeBrand(khela24({ 'mf-demo': RELEASE }));
    // the server takes the file once the release it adds has answered (its origin is asked first): a moment
    await expect
      .poll(async () => Object.keys(((await (await fetch(`${site!.api}/runtime/whitelabel.json`)).json()) as { remotes: object }).remotes))
      .toContain('mf-demo');
    const { menu, names } = await menuEntries(khela, site!.url(KHELA));
    expect(names.indexOf('Offers')).toBe(names.indexOf('VIP room') + 1);
    await menu.getByRole('button', { name: 'Offers' }).click();
    await expect(khela).toHaveURL(/\/m\/offers$/);
    await expect(khela.locator('[data-remote-page="mf-demo"]').getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await expect(khela.locator('header h1')).toHaveText('Offers');
    // its row in the member centre, after the withdrawal records (20)
    await khela.goto(`${site!.url(KHELA)}/m/mine`);
    const rows = khela.locator('[data-remote-page="mf-member"]').getByRole('list').nth(1).getByRole('link');
    await expect(rows.nth(2)).toHaveText('Offers');
    await expect(rows.nth(1)).toHaveText('Withdraw record');
    await khela.goto(`${site!.url(KHELA)}/m/demo`);
    await expect(khela.locator('[data-remote-page="mf-demo"]').getByText('Demo: a page of mf-demo.')).toBeVisible();

    const play = await open(BDPLAY, 'BDPL');
    expect((await menuEntries(play, site!.url(BDPLAY))).names).not.toContain('Offers');
    await play.goto(`${site!.url(BDPLAY)}/m/mine`);
    await expect(play.locator('[data-remote-page="mf-member"]').getByRole('link', { name: 'Withdraw record' })).toBeVisible();
    await expect(play.locator('[data-remote-page="mf-member"]').getByRole('link', { name: 'Offers' })).toHaveCount(0);
    await play.goto(`${site!.url(BDPLAY)}/m/offers`);
    await expect(play.getByTestId('not-found')).toBeVisible();
  });

  expect(pageErrors).toEqual([]);
  expect(shellBuild()).toEqual(before);
});
