import { test, expect } from '../fixtures/test.ts';
import { field, inEnglish, passwordField, registerByUsername, signOutFromSettings, uniqueUsername } from '../lib/auth-helpers.ts';

// journeys of several page loads, registrations and outbox reads
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => inEnglish(page));

/** Every value the page keeps in localStorage, sessionStorage and cookies. */
async function everythingStored(page: import('@playwright/test').Page): Promise<string[]> {
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

test('remembered login: after a reload the form is filled, and no storage holds the password plain or base64', async ({
  page,
  pageErrors,
}) => {
  const username = uniqueUsername('rm');
  const password = 'Remember@123';
  await registerByUsername(page, username, password);
  await signOutFromSettings(page);

  await page.goto('/m/login');
  await field(page, 'Username').fill(username);
  await passwordField(page, 'Password').fill(password);
  await page.getByRole('checkbox', { name: 'Remember password' }).check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await signOutFromSettings(page);

  await page.goto('/m/login');
  await page.reload();
  await expect(field(page, 'Username')).toHaveValue(username);
  await expect(passwordField(page, 'Password')).toHaveValue(password);
  await expect(page.getByRole('checkbox', { name: 'Remember password' })).toBeChecked();

  const stored = await everythingStored(page);
  expect(stored.join('\n')).toContain(username);
  for (const value of stored) for (const form of forms(password)) expect(value).not.toContain(form);
  // the key that opens it cannot be read out of the browser
  const key = await page.evaluate(
    () =>
      new Promise<{ extractable: boolean; algorithm: string }>((resolve, reject) => {
        const open = indexedDB.open('wl-auth');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('keys').objectStore('keys').get('remembered-login');
          get.onsuccess = () => resolve({ extractable: get.result.extractable, algorithm: get.result.algorithm.name });
          get.onerror = () => reject(get.error);
        };
      }),
  );
  expect(key).toEqual({ extractable: false, algorithm: 'AES-GCM' });

  // the filled form logs in
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await signOutFromSettings(page);

  // unticking forgets it
  await page.goto('/m/login');
  await expect(page.getByRole('checkbox', { name: 'Remember password' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Remember password' }).uncheck();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wl.remembered'))).toBeNull();
  await page.reload();
  await expect(field(page, 'Username')).toHaveValue('');
  await expect(passwordField(page, 'Password')).toHaveValue('');
  expect(pageErrors).toEqual([]);
});
