import { test, expect } from '../fixtures/test.ts';
import {
  changePasswordOnPage,
  field,
  loginByForm,
  loginBySms,
  passwordField,
  registerByMobile,
  registerByUsername,
  signOutFromSettings,
  spaNavigate,
  storedSession,
  uniqueMobile,
  uniqueUsername,
} from '../lib/auth-helpers.ts';

// journeys of several page loads, registrations and outbox reads
test.describe.configure({ timeout: 90_000 });

test.use({ language: 'en' });

test('a new visitor registers by username, is logged in, signs out, logs in, changes the password and logs in with the new one', async ({
  page,
  pageErrors,
}) => {
  const username = uniqueUsername('rj');
  // the helper sees 'Registered successfully' on the way
  await registerByUsername(page, username, 'First@123');
  expect(await storedSession(page)).toMatchObject({ userName: username, type: 0, merchantCode: 'BDWL', firstTimeLogin: true });
  await expect(page.locator('header').getByTestId('header-name')).toHaveText(username);

  await signOutFromSettings(page);
  await loginByForm(page, username, 'First@123');
  expect((await storedSession(page))?.userName).toBe(username);

  // the password is held in memory since the login (no reload since): no old-password field
  await spaNavigate(page, '/m/set');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await expect(field(page, 'Username')).toHaveValue(username);
  await expect(field(page, 'Username')).toHaveAttribute('readonly', '');
  await expect(passwordField(page, 'Old password')).toHaveCount(0);
  await changePasswordOnPage(page, 'Second@123');

  await signOutFromSettings(page);
  await loginByForm(page, username, 'Second@123');
  expect((await storedSession(page))?.userName).toBe(username);
  expect(pageErrors).toEqual([]);
});

test('the same by mobile number, with the SMS codes read from the outbox', async ({ page, pageErrors }) => {
  const mobile = uniqueMobile();
  await registerByMobile(page, mobile, 'First@123');
  const session = await storedSession(page);
  expect(session).toMatchObject({ type: 0, merchantCode: 'BDWL' });
  // the platform made the username from the number
  const username = session!.userName;
  expect(username).toContain(mobile.slice(-8));

  await signOutFromSettings(page);
  await loginBySms(page, mobile);
  expect((await storedSession(page))?.userName).toBe(username);

  // an SMS login types no password, so the old one is asked for
  await page.goto('/m/changePsw');
  await changePasswordOnPage(page, 'Second@123', 'First@123');

  await signOutFromSettings(page);
  await loginByForm(page, username, 'Second@123');
  expect((await storedSession(page))?.userName).toBe(username);
  expect(pageErrors).toEqual([]);
});
