// Issue 14 rule 10: a whitelabel that verifies phones through a third-party provider (FIREBASEPHONE3, simulated
// by the dev API under /dev-idp/phone). Its own site, so the shared one keeps the platform's SMS codes.
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';
import { seriousAxeFindings } from '../lib/axe.ts';
import { field, inEnglish, registerByMobile, signOutFromSettings, smsCodeFor, storedSession, uniqueMobile } from '../lib/auth-helpers.ts';
import { sitePort, startSite, type Site } from '../lib/site.ts';

const PORT = sitePort(420);
let site: Site;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: `http://localhost:${PORT}` });

test.beforeAll(async () => {
  site = await startSite(PORT, { env: { DEV_FLAGS: 'FIREBASEPHONE3=1' } });
});
test.afterAll(() => site?.stop());

/** What the dev outbox holds for a number (dialling code 880), by purpose. */
async function outboxPurposes(page: Page, mobile: string): Promise<string[]> {
  const outbox = await (await page.request.get(`/dev/outbox?to=880${mobile}`)).json();
  return (outbox.messages as { purpose: string }[]).map((m) => m.purpose);
}

/** The SMS tab of /m/login with a code sent through the provider to the number; the texts are the page language's. */
async function sendLoginCode(page: Page, mobile: string, texts: { tab: string; mobile: string; send: string }) {
  await page.goto('/m/login');
  await page.getByRole('tab', { name: texts.tab }).click();
  await field(page, texts.mobile).fill(mobile);
  await page.getByRole('button', { name: texts.send }).click();
}

const EN = { tab: 'Mobile number', mobile: 'Mobile number', send: 'Send code', code: 'SMS code', login: 'Log in' };
const BN = { tab: 'মোবাইল নম্বর', mobile: 'মোবাইল নম্বর', send: 'কোড পাঠান', code: 'এসএমএস কোড', login: 'লগইন' };

test('a fresh number registers through the provider, signs out and logs in by SMS through it (English)', async ({ page, pageErrors }) => {
  await inEnglish(page);
  const mobile = uniqueMobile();
  await registerByMobile(page, mobile, 'First@123', 'phoneProvider');
  const username = (await storedSession(page))!.userName;
  expect(username).toContain(mobile.slice(-8));
  // the provider sent the code; the platform sent none
  expect(await outboxPurposes(page, mobile)).toEqual(['phoneProvider']);

  await signOutFromSettings(page);
  await sendLoginCode(page, mobile, EN);
  // the 1-minute variant of the countdown
  await expect(page.getByRole('button', { name: /^Resend in (60|59|58) s$/ })).toBeDisabled();
  const code = field(page, EN.code);
  await expect(code).toBeEnabled();
  const right = await smsCodeFor(page, mobile, 'phoneProvider');
  await code.fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: EN.login, exact: true }).click();
  await expect(code).toHaveAccessibleDescription('The code is not right. Check the SMS and type it again.');
  await expect(field(page, EN.mobile)).toHaveValue(mobile);
  expect(await seriousAxeFindings(page)).toEqual([]);

  await code.fill(right);
  await page.getByRole('button', { name: EN.login, exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect((await storedSession(page))?.userName).toBe(username);
  expect(pageErrors).toEqual([]);
});

test('in Bengali: the provider’s code at registration and login, its countdown and its errors, axe clean; a number without an account is told so', async ({
  page,
  pageErrors,
}) => {
  await page.addInitScript(() => localStorage.setItem('wl.language', 'bn'));
  // registration's code through the provider, in Bengali
  await page.goto('/m/register');
  await page.getByRole('tab', { name: BN.tab }).click();
  await field(page, BN.mobile).fill(uniqueMobile());
  await page.getByRole('button', { name: BN.send }).click();
  await expect(field(page, BN.code)).toBeEnabled();
  expect(await seriousAxeFindings(page)).toEqual([]);

  const mobile = uniqueMobile();
  await sendLoginCode(page, mobile, BN);
  await expect(page.getByRole('button', { name: /^[০-৯]+ সেকেন্ড পরে আবার পাঠান$/ })).toBeDisabled();
  const code = field(page, BN.code);
  await expect(code).toBeEnabled();
  expect(await seriousAxeFindings(page)).toEqual([]);

  const right = await smsCodeFor(page, mobile, 'phoneProvider');
  await code.fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: BN.login, exact: true }).click();
  await expect(code).toHaveAccessibleDescription('কোডটি সঠিক নয়। এসএমএস দেখে আবার লিখুন।');
  expect(await seriousAxeFindings(page)).toEqual([]);

  await code.fill(right);
  await page.getByRole('button', { name: BN.login, exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('ব্যবহারকারী নেই অথবা নিষ্ক্রিয়');
  await expect(page).toHaveURL(/\/m\/login$/);
  expect(pageErrors).toEqual([]);
});
