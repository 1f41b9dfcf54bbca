import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';
import { field, passwordField, registerByUsername, signOutFromSettings, uniqueUsername } from '../lib/auth-helpers.ts';

// journeys of several page loads, registrations and outbox reads
test.describe.configure({ timeout: 90_000 });

test.use({ language: 'en' });

/** A new account of this test's own, signed out, then logged in by the form with 'Remember password' ticked. */
async function registerAndLogInRemembered(page: Page, prefix: string) {
  const username = uniqueUsername(prefix);
  const password = 'Remember@123';
  await registerByUsername(page, username, password);
  await signOutFromSettings(page);
  await page.goto('/m/login');
  await field(page, 'Username').fill(username);
  await passwordField(page, 'Password').fill(password);
  await page.getByRole('checkbox', { name: 'Remember password' }).check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  return { username, password };
}

/** Every value the page keeps in localStorage, sessionStorage and cookies. */
async function everythingStored(page: Page): Promise<string[]> {
  const web = await page.evaluate(() => [
    ...Object.entries(localStorage).flat(),
    ...Object.entries(sessionStorage).flat(),
    document.cookie,
  ]);
  const cookies = (await page.context().cookies()).flatMap((c) => [c.name, c.value]);
  return [...web, ...cookies];
}

/** The password, and its base64 at each of the three byte alignments (a password inside a longer encoded text). */
function forms(password: string): string[] {
  const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
  return [
    password,
    b64(password),
    b64(password).replace(/=+$/, ''),
    b64(`x${password}`).slice(4, -4),
    b64(`xx${password}`).slice(4, -4),
    encodeURIComponent(password),
  ];
}

test('remembered login: no password kept anywhere; a new tab signs back in with one tap by a rotating HttpOnly token', async ({
  page,
  context,
  pageErrors,
}) => {
  const { username, password } = await registerAndLogInRemembered(page, 'rm');

  const stored = await everythingStored(page);
  expect(stored.join('\n')).toContain(username);
  for (const value of stored) for (const form of forms(password)) expect(value).not.toContain(form);
  // the token is out of any script's reach, and sent to one address only
  const token = (await context.cookies()).find((c) => c.name === 'wps_remember')!;
  expect(token).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/wps/session/login/remembered' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('wps_remember');

  // the browser closed: a new tab has no session, and signs back in as the remembered member
  await page.close();
  const tab = await context.newPage();
  await tab.goto('/m/login');
  await expect(field(tab, 'Username')).toHaveValue(username);
  await expect(passwordField(tab, 'Password')).toHaveValue('');
  await tab.getByRole('button', { name: `Continue as ${username}` }).click();
  await expect(tab).toHaveURL(/\/m\/home$/);
  await expect.poll(() => tab.evaluate(() => sessionStorage.getItem('wl.session'))).toContain(username);
  // each use spends the token and sets the next one
  const rotated = (await context.cookies()).find((c) => c.name === 'wps_remember')!;
  expect(rotated.value).not.toBe(token.value);

  // signing out ends it: the next visit asks for the password again
  await signOutFromSettings(tab);
  expect((await context.cookies()).find((c) => c.name === 'wps_remember')).toBeUndefined();
  await tab.goto('/m/login');
  await expect(field(tab, 'Username')).toHaveValue(username);
  await expect(tab.getByRole('button', { name: /Continue as/ })).toHaveCount(0);

  // unticking forgets the name too
  await tab.getByRole('checkbox', { name: 'Remember password' }).uncheck();
  await expect.poll(() => tab.evaluate(() => localStorage.getItem('wl.remembered'))).toBeNull();
  await tab.reload();
  await expect(field(tab, 'Username')).toHaveValue('');
  expect(pageErrors).toEqual([]);
});

test('a copied token stops working: replaying a spent one ends the remembered login for both', async ({ page, context }) => {
  const { username } = await registerAndLogInRemembered(page, 'rc');
  const copied = (await context.cookies()).find((c) => c.name === 'wps_remember')!;

  // the owner signs back in (the token is spent and replaced) ...
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/m/login');
  await page.getByRole('button', { name: `Continue as ${username}` }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  // ... then the thief's copy is shown: refused, and the owner's newer token with it
  const thief = await page.context().browser()!.newContext();
  await thief.addCookies([{ ...copied }]);
  const replay = await thief.request.post('/wps/session/login/remembered', { headers: { Merchant: 'BDWL' } });
  expect((await replay.json()).errorCode).toBe('REMEMBER_INVALID');
  await thief.close();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/m/login');
  await page.getByRole('button', { name: `Continue as ${username}` }).click();
  await expect(page.getByText('Your saved login has ended. Log in with your password.')).toBeVisible();
  await expect(field(page, 'Username')).toHaveValue(username);
});

test("what an older version kept is deleted: the encrypted password and its key's database", async ({ page }) => {
  await page.goto('/runtime/whitelabel.json');
  await page.evaluate(async () => {
    localStorage.setItem(
      'wl.remembered',
      JSON.stringify({
        v: 1,
        type: 'username',
        username: 'demo01',
        countryDialingCode: '880',
        secret: { iv: 'AAAAAAAAAAAAAAAA', data: 'c2VjcmV0' },
      }),
    );
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('wl-auth', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('keys');
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
      open.onerror = () => reject(open.error);
    });
  });
  await page.goto('/m/login');
  await expect(field(page, 'Username')).toHaveValue('demo01');
  await expect.poll(() => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).not.toContain('wl-auth');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('wl.remembered')))!)).toEqual({
    v: 2,
    type: 'username',
    username: 'demo01',
    countryDialingCode: '880',
  });
});
