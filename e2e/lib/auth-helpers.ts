// Helpers of the auth journeys (mf-auth): unique accounts per test (tests run in parallel on one dev
// API), the captcha answer and SMS codes from the dev outbox, and the form's fields by accessible name.
import { expect, type Locator, type Page } from '@playwright/test';

let seq = 0;

/** A username no other test uses: 6-16 letters or digits. */
export const uniqueUsername = (prefix = 'u') =>
  `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.slice(0, 16);

/** A Bangladeshi mobile number (national, 10 digits, 13-19) no other test uses. */
export const uniqueMobile = () => `1${3 + Math.floor(Math.random() * 7)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The site in English (the choice the language picker persists), before it starts. */
export async function inEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('wl.language', 'en'));
}

/** The answer of the captcha picture this browser shows now (the dev outbox, by its wps_captcha cookie), in either language. */
export async function captchaAnswer(page: Page): Promise<string> {
  const picture = page.getByRole('button', { name: /Verification code picture|যাচাইকরণ কোডের ছবি/ });
  await expect(picture.getByTestId('captcha-image')).toBeVisible();
  await expect(picture).not.toHaveAttribute('aria-busy', 'true');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'wps_captcha');
  expect(cookie, 'the captcha cookie').toBeTruthy();
  const outbox = await (await page.request.get(`/dev/outbox?captchaId=${cookie!.value}`)).json();
  return outbox.lastCaptcha.answer as string;
}

/** The newest SMS code sent to a number (dialing code 880), waiting for it to arrive. */
export async function smsCodeFor(page: Page, national: string, purpose?: string): Promise<string> {
  const to = `880${national.replace(/^0/, '')}`;
  let code = '';
  await expect
    .poll(async () => {
      const outbox = await (await page.request.get(`/dev/outbox?to=${to}`)).json();
      const message = (outbox.messages as { code: string | null; purpose: string }[]).find((m) => !purpose || m.purpose === purpose);
      code = message?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** The code of the newest e-mail sent to an address (the password reset code). */
export async function mailedCode(page: Page, address: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const outbox = await (await page.request.get(`/dev/outbox?to=${encodeURIComponent(address)}`)).json();
      code = (outbox.messages as { code: string | null }[])[0]?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** Password inputs are textboxes to Chromium's accessibility tree too. */
export const passwordField = field;

/**
 * Moves inside the single-page app without reloading it (as a tap on an in-app link does): what the
 * page holds in memory, such as the password typed at login, survives. page.goto would reload it.
 */
export async function spaNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));
}

/**
 * Clicks and waits for a toast's text: toasts live 1-1.5 s, so the wait starts before the click and
 * watches inside the page (a late poll of a busy machine would miss it).
 */
export async function clickAndSeeToast(page: Page, button: Locator, text: string) {
  const seen = page.getByTestId('toast-region').getByText(text).waitFor({ state: 'visible' });
  await button.click();
  await seen;
}

/** The session the site keeps (sessionStorage 'wl.session'). */
export async function storedSession(page: Page): Promise<{ token: string; userName: string; type: number; merchantCode: string } | null> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('wl.session') ?? 'null'));
}

/** Registers by username through the form at /m/register (English), ending logged in at /m/home. */
export async function registerByUsername(page: Page, username: string, password: string, extra: { email?: string } = {}) {
  await page.goto('/m/register');
  await field(page, 'Username').fill(username);
  await passwordField(page, 'Password').fill(password);
  await passwordField(page, 'Confirm password').fill(password);
  if (extra.email) await field(page, 'E-mail').fill(extra.email);
  await field(page, 'Verification code').fill(await captchaAnswer(page));
  await clickAndSeeToast(page, page.getByRole('button', { name: 'Register', exact: true }), 'Registered successfully');
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** Logs in by username and password through the form at /m/login (English). */
export async function loginByForm(page: Page, username: string, password: string) {
  await page.goto('/m/login');
  await field(page, 'Username').fill(username);
  await passwordField(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/**
 * On /m/changePsw: fills the new password (and the old one, when the page asks for it), saves, sees
 * 'Change saved' and lands home.
 */
export async function changePasswordOnPage(page: Page, next: string, old?: string) {
  if (old !== undefined) await passwordField(page, 'Old password').fill(old);
  await passwordField(page, 'New password').fill(next);
  await passwordField(page, 'Confirm new password').fill(next);
  await clickAndSeeToast(page, page.getByRole('button', { name: 'Save the new password' }), 'Change saved');
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** Signs out from /m/set (confirm included). */
export async function signOutFromSettings(page: Page) {
  await page.goto('/m/set');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedSession(page)).toBeNull();
}

/**
 * Registers by mobile number (SMS code from the outbox) at /m/register (English), ending logged in at /m/home.
 * `codePurpose` 'phoneProvider' reads the code the third-party phone verification sent instead of the platform's.
 */
export async function registerByMobile(page: Page, mobile: string, password: string, codePurpose = 'register') {
  await page.goto('/m/register');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await field(page, 'Mobile number').fill(mobile);
  await clickAndSeeToast(page, page.getByRole('button', { name: 'Send code' }), 'SMS sent');
  await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  await field(page, 'SMS code').fill(await smsCodeFor(page, mobile, codePurpose));
  await passwordField(page, 'Password').fill(password);
  await passwordField(page, 'Confirm password').fill(password);
  await field(page, 'Verification code').fill(await captchaAnswer(page));
  await clickAndSeeToast(page, page.getByRole('button', { name: 'Register', exact: true }), 'Registered successfully');
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** Logs in by mobile number and SMS code at /m/login (English). */
export async function loginBySms(page: Page, mobile: string) {
  await page.goto('/m/login');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await field(page, 'Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(field(page, 'SMS code')).toBeEnabled();
  await field(page, 'SMS code').fill(await smsCodeFor(page, mobile, 'noLogin'));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}
