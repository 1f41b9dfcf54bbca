import { test, expect } from '../fixtures/test.ts';
import { captchaAnswer, field, passwordField, registerByUsername, storedSession, uniqueUsername } from '../lib/auth-helpers.ts';

test.use({ language: 'en' });

test('login: the page has its own bar, the tabs, the links, free play; close goes home', async ({ page, pageErrors }) => {
  await page.goto('/m/login');
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Mobile number' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Free play' })).toBeVisible();
  const links = page.getByRole('navigation', { name: 'More' }).getByRole('link');
  await expect(links).toHaveText(['Back to home', 'Register now', 'Forgot password', 'Customer service']);
  await page.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(pageErrors).toEqual([]);
});

test('a wrong password shows the error and the captcha; the right password with the right captcha logs in', async ({
  page,
  pageErrors,
}) => {
  // an account of this test's own: a failed login of a shared seed account would ask the other tests for a captcha
  const username = uniqueUsername('lg');
  await registerByUsername(page, username, 'Right@123');
  await page.evaluate(() => sessionStorage.clear());

  await page.goto('/m/login');
  await field(page, 'Username').fill(username);
  await passwordField(page, 'Password').fill('Wrong@123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Account or password incorrect');
  const captcha = field(page, 'Verification code');
  await expect(captcha).toBeVisible();
  // what was typed is kept
  await expect(field(page, 'Username')).toHaveValue(username);

  await passwordField(page, 'Password').fill('Right@123');
  await captcha.fill(await captchaAnswer(page));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedSession(page)).toMatchObject({ userName: username, type: 0, merchantCode: 'BDWL' });
  expect(pageErrors).toEqual([]);
});

test('on the wire, login and register bodies are not readable JSON and carry the Encryption header', async ({ page }) => {
  const username = uniqueUsername('wr');
  const password = 'Wire@1234';
  const registerRequest = page.waitForRequest((r) => r.url().includes('/wps/member/register') && r.method() === 'PUT');
  await registerByUsername(page, username, password);
  const register = await registerRequest;
  for (const request of [register]) {
    expect(request.headers().encryption).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(request.headers()['content-type']).toContain('text/plain');
    const body = request.postData() ?? '';
    expect(() => JSON.parse(body)).toThrow();
    expect(body).not.toContain(username);
    expect(body).not.toContain(password);
  }
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/m/login');
  await field(page, 'Username').fill(username);
  await passwordField(page, 'Password').fill(password);
  const loginRequest = page.waitForRequest((r) => r.url().endsWith('/wps/session/login') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const login = await loginRequest;
  expect(login.headers().encryption).toMatch(/^[A-Za-z0-9+/]+=*$/);
  const body = login.postData() ?? '';
  expect(() => JSON.parse(body)).toThrow();
  expect(body).not.toContain(password);
  // the dev API read it: the login worked
  await expect(page).toHaveURL(/\/m\/home$/);
  expect((await storedSession(page))?.userName).toBe(username);
});
