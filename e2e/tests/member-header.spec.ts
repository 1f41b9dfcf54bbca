import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '../fixtures/test.ts';
import { readVitals, watchVitals } from '../lib/vitals.ts';

// The member's row and its balance, hidden and refreshed, are shell/src/layout/shell-layout.test.tsx's; here what
// needs the composed site: a sign-out across remotes and a reload, an expired session's login dialog (mf-auth), and
// the row's place while its code arrives.

/** The shell's chunk with the member's parts of the header (fetched only for a member: issue 12). */
function memberSummaryChunk() {
  const dist = path.resolve(import.meta.dirname, '../../shell/dist');
  const files = readdirSync(dist).filter((f) => f.endsWith('.js') && readFileSync(path.join(dist, f), 'utf8').includes('header-balance'));
  expect(files).toHaveLength(1);
  return files[0]!;
}

test('sign out from the side menu: confirm, session gone, back home as a guest', async ({ page, login }) => {
  await login();
  await page.goto('/m/voucherCenter');
  await page.getByRole('button', { name: 'মেনু' }).click();
  await page.getByRole('button', { name: 'সাইন আউট' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'নিশ্চিত' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator('header').getByRole('link', { name: 'লগইন' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('wl.session'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
  await page.reload();
  await expect(page.locator('header').getByRole('link', { name: 'লগইন' })).toBeVisible();
});

test('a session that expired on the server asks for a login', async ({ page, login }) => {
  await login();
  await page.evaluate(() => {
    const s = JSON.parse(sessionStorage.getItem('wl.session')!);
    sessionStorage.setItem('wl.session', JSON.stringify({ ...s, token: 'expired-token' }));
  });
  await page.goto('/m/home');
  // the login dialog slot opens (mf-auth) and the header is a guest's again
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: 'লগইন' })).toBeVisible();
});

test("the member's row keeps its place while its code arrives: nothing in the header moves", async ({ page, login }) => {
  await watchVitals(page);
  const chunk = memberSummaryChunk();
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(`**/${chunk}`, async (route) => {
    await gate;
    await route.continue();
  });
  await login();
  await page.goto('/m/home');
  const header = page.locator('header');
  await expect(page.getByTestId('member-bar-space')).toBeVisible();
  const before = await header.boundingBox();
  release();
  await expect(header.getByTestId('header-balance')).toHaveText('৳1,000.00');
  expect((await header.boundingBox())?.height).toBe(before?.height);
  const { shifts } = await readVitals(page);
  expect(shifts.flatMap((s) => s.nodes).filter((node) => node.startsWith('header') || node.startsWith('main'))).toEqual([]);
});
