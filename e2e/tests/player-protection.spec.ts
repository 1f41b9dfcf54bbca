// Issue 27, player protection, against the production build, each journey in one language, the languages taken in
// turn (decision 071): a deposit limit the platform enforces at the cashier, the reality check over a page and over a
// launched game (the page's clock moved), a break that signs the member out everywhere and refuses the login, and
// account activity's sign-out. The break form's own refusals are one screen's behaviour: mf-member's
// responsible-gaming-screen.test.tsx.
import { type Browser, devices, type Page } from '@playwright/test';
import { expect, test, useLanguage } from '../fixtures/cashier.ts';
import { controlProblems, seriousAxeFindings } from '../lib/axe.ts';
import { type Language, languagesInTurn } from '../lib/names.ts';

const T = {
  bn: {
    daily: 'দৈনিক সীমা',
    saveLimits: 'সীমা সংরক্ষণ করুন',
    amount: 'পরিমাণ',
    limitsBox: 'আপনার ডিপোজিট সীমা',
    roomLeft: /দৈনিক সীমা ৳500.00: .* পর্যন্ত ৳500.00 বাকি/,
    refused: /এটি আপনার দৈনিক ডিপোজিট সীমা ৳500.00 এর বেশি: .* পর্যন্ত ৳500.00 বাকি/,
    reminder: 'রিয়েলিটি চেক',
    reminderTime: /আপনি ১৫ মিনিট আগে লগইন করেছেন।/,
    cont: 'চালিয়ে যান',
    logOut: 'লগ আউট',
    play: (name: string) => `${name} খেলুন`,
    breakTitle: /^বিরতি নিন/,
    hours24: '২৪ ঘণ্টা',
    password: 'লগইন পাসওয়ার্ড (নিশ্চিত করতে)',
    startBreak: 'বিরতি শুরু করুন',
    sure: 'আপনি কি নিশ্চিত?',
    username: 'ব্যবহারকারীর নাম',
    loginPassword: 'পাসওয়ার্ড',
    login: 'লগইন',
    onBreak: /আপনি বিরতিতে আছেন, যা শেষ হবে .* \(ঢাকা সময়\)/,
    logins: 'সাম্প্রতিক লগইন',
    thisDevice: 'এই ডিভাইস',
    active: 'সক্রিয়',
    ended: 'শেষ',
    signOut: 'এই সেশন সাইন আউট করুন',
    phone: 'ফোন',
  },
  en: {
    daily: 'Daily limit',
    saveLimits: 'Save limits',
    amount: 'Amount',
    limitsBox: 'Your deposit limits',
    roomLeft: /Daily limit ৳500.00: ৳500.00 left until /,
    refused: /This is above your daily deposit limit of ৳500.00: ৳500.00 is left until /,
    reminder: 'Reality check',
    reminderTime: /You logged in 15 min ago\./,
    cont: 'Continue',
    logOut: 'Log out',
    play: (name: string) => `Play ${name}`,
    breakTitle: /^Take a break/,
    hours24: '24 hours',
    password: 'Login password (to confirm)',
    startBreak: 'Start the break',
    sure: 'Are you sure?',
    username: 'Username',
    loginPassword: 'Password',
    login: 'Log in',
    onBreak: /You are on a break until .* \(Dhaka time\)/,
    logins: 'Recent logins',
    thisDevice: 'This device',
    active: 'Active',
    ended: 'Ended',
    signOut: 'Sign out this session',
    phone: 'Phone',
  },
} as const;

/** A second phone of the same member: its own browser context, logged in through the login form. */
async function secondPhone(browser: Browser, baseURL: string, lng: Language, username: string, password: string): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const page = await context.newPage();
  // the language picker's stored choice, as useLanguage sets it for the test's own page
  await page.addInitScript((l) => localStorage.setItem('wl.language', l), lng);
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: T[lng].username, exact: true }).fill(username);
  await page.getByRole('textbox', { name: T[lng].loginPassword, exact: true }).fill(password);
  await page.getByRole('button', { name: T[lng].login, exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  return page;
}

/** The reality check's interval, set as the member would on the screen (the screen has its own test). */
async function remindEvery(page: Page, token: string, minutes: number) {
  const reply = await page.request.post('/wps/member/protection/realityCheck', {
    headers: { Authorization: token, Merchant: 'BDWL' },
    data: { minutes },
  });
  expect(reply.ok()).toBe(true);
}

/**
 * Waits for the reminder's figures to reach the page and be read: the reminder sets its timer as it reads them, and
 * a clock moved on before that (the answer seen by the test, not yet by the page, on a loaded machine) times the
 * reminder from the moved clock. Two frames after the answer, the read and its effects have run.
 */
async function figuresRead(page: Page, answer: Promise<unknown>) {
  await answer;
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** The element at the middle of the dialog is the dialog's own: nothing (a game's frame) lies over it. */
async function expectOnTop(page: Page) {
  const onTop = await page.getByRole('dialog').evaluate((dialog) => {
    const box = dialog.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && dialog.contains(hit);
  });
  expect(onTop).toBe(true);
}

// what a journey shows does not depend on the language it is read in: each runs once, in the next language in turn
const nextLanguage = languagesInTurn();

{
  const lng = nextLanguage();
  test(`a deposit limit set by the member refuses a deposit above it, with the room left shown (${lng})`, async ({ page, devMember }) => {
    const t = T[lng];
    await useLanguage(page, lng);
    await devMember();
    await page.goto('/m/responsibleGaming');
    await page.getByRole('textbox', { name: t.daily }).fill('500');
    await page.getByRole('button', { name: t.saveLimits }).click();
    await expect(page.getByRole('textbox', { name: t.daily })).toHaveAccessibleDescription(/500.00/);

    await page.goto('/m/voucherCenter');
    await expect(page.getByRole('region', { name: t.limitsBox })).toContainText(t.roomLeft);
    await page.getByRole('textbox', { name: t.amount }).fill('500.01');
    await page.getByRole('button', { name: /৳500\.01/ }).click();
    await expect(page.getByTestId('form-error')).toContainText(t.refused);
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  });
}

{
  const lng = nextLanguage();
  test(`the reality check appears on a page and over a launched game as the clock moves (${lng})`, async ({ page, devMember }) => {
    const t = T[lng];
    // two reminders and a game launch on a busy 2-core machine
    test.slow();
    await page.clock.install();
    await useLanguage(page, lng);
    const member = await devMember();
    await remindEvery(page, member.session.token, 15);

    const figures = page.waitForResponse((r) => r.url().includes('/wps/member/protection/session'));
    await page.goto('/m/gameList?gameType=RNG');
    await figuresRead(page, figures);
    await page.clock.fastForward('15:00');
    const dialog = page.getByRole('dialog', { name: t.reminder });
    await expect(dialog).toContainText(t.reminderTime);
    await expectOnTop(page);
    await dialog.getByRole('button', { name: t.cont }).click();
    await expect(dialog).toBeHidden();

    // a game in its vendor's frame covers the page: the reminder still comes over it
    const tile = page.getByTestId('game-tile').first();
    const name = (await tile.getByTestId('game-name').textContent())!;
    await tile.getByRole('button', { name: t.play(name) }).click();
    await expect(page).toHaveURL(/\/m\/launchGame\?/);
    await expect(page.frameLocator('iframe').locator('[data-testid="dev-game"] h1')).toHaveText(name);
    await page.clock.fastForward('15:00');
    await expect(dialog).toBeVisible();
    await expectOnTop(page);
    await dialog.getByRole('button', { name: t.logOut }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('wl.session'))).toBeNull();
  });
}

{
  const lng = nextLanguage();
  test(`a break signs the member out on another phone and refuses the login (${lng})`, async ({ page, browser, baseURL, devMember }) => {
    const t = T[lng];
    // two browsers, each logging in through the form
    test.slow();
    await useLanguage(page, lng);
    const member = await devMember();
    const other = await secondPhone(browser, baseURL!, lng, member.username, member.password);

    await page.goto('/m/responsibleGaming');
    const form = page.getByRole('region', { name: t.breakTitle });
    await form.getByRole('radio', { name: t.hours24 }).check();
    await form.getByLabel(t.password).fill(member.password);
    await form.getByRole('button', { name: t.startBreak }).click();
    const confirm = page.getByRole('dialog', { name: t.sure });
    await confirm.getByRole('button', { name: t.startBreak }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await page.evaluate(() => sessionStorage.getItem('wl.session'))).toBeNull();

    // the other phone's session ended with it: its next call finds no session
    await other.goto('/m/accountActivity');
    await expect.poll(() => other.evaluate(() => sessionStorage.getItem('wl.session'))).toBeNull();
    await other.goto('/m/login');
    await other.getByRole('textbox', { name: t.username, exact: true }).fill(member.username);
    await other.getByRole('textbox', { name: t.loginPassword, exact: true }).fill(member.password);
    await other.getByRole('button', { name: t.login, exact: true }).click();
    await expect(other.getByTestId('form-error').or(other.getByRole('alert')).first()).toContainText(t.onBreak);
    await expect(other).toHaveURL(/\/m\/login$/);
    await other.context().close();
  });
}

{
  const lng = nextLanguage();
  test(`account activity lists two phones and signs the other one out (${lng})`, async ({ page, browser, baseURL, devMember }) => {
    const t = T[lng];
    test.slow();
    await useLanguage(page, lng);
    const member = await devMember({ loggedIn: false });
    const first = await secondPhone(browser, baseURL!, lng, member.username, member.password);
    // this page logs in through the form too: both rows are phones (the fixture's API login is a computer)
    await page.goto('/m/login');
    await page.getByRole('textbox', { name: t.username, exact: true }).fill(member.username);
    await page.getByRole('textbox', { name: t.loginPassword, exact: true }).fill(member.password);
    await page.getByRole('button', { name: t.login, exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);

    await page.goto('/m/accountActivity');
    const logins = page.getByRole('region', { name: t.logins });
    const rows = logins.getByRole('listitem');
    // the fixture's own API login is the third
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText(t.thisDevice);
    await expect(rows.nth(0)).toContainText(t.phone);
    await expect(rows.nth(1)).toContainText(t.active);
    await expect(rows.nth(1)).toContainText(t.phone);
    await rows
      .nth(1)
      .getByRole('button', { name: new RegExp(`^${t.signOut}`) })
      .click();
    await expect(rows.nth(1)).toContainText(t.ended);

    await first.goto('/m/accountActivity');
    await expect.poll(() => first.evaluate(() => sessionStorage.getItem('wl.session'))).toBeNull();
    await first.context().close();
  });
}

{
  const lng = nextLanguage();
  test(`axe finds nothing serious on the responsible gaming and account activity screens (${lng})`, async ({ page, devMember }) => {
    const t = T[lng];
    await useLanguage(page, lng);
    await devMember();
    await page.goto('/m/responsibleGaming');
    await expect(page.getByRole('textbox', { name: t.daily })).toBeVisible();
    expect(await seriousAxeFindings(page, { include: '#main' })).toEqual([]);
    expect(await controlProblems(page)).toEqual([]);
    await page.goto('/m/accountActivity');
    await expect(page.getByRole('region', { name: t.logins }).getByRole('listitem').first()).toBeVisible();
    expect(await seriousAxeFindings(page, { include: '#main' })).toEqual([]);
    expect(await controlProblems(page)).toEqual([]);
  });
}

test('axe finds nothing serious on the reality check over a page', async ({ page, devMember }) => {
  await page.clock.install();
  const member = await devMember();
  await remindEvery(page, member.session.token, 30);
  const figures = page.waitForResponse((r) => r.url().includes('/wps/member/protection/session'));
  await page.goto('/m/home');
  await figuresRead(page, figures);
  // any reminder will do for axe: should the page still have read the figures late, the next one comes
  const dialog = page.getByRole('dialog', { name: T.bn.reminder });
  await expect(async () => {
    await page.clock.fastForward('30:00');
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  expect(await seriousAxeFindings(page, { include: '[role="dialog"]' })).toEqual([]);
});
