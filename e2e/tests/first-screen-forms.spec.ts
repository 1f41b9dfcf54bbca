// Decision 052: the login page's first screen is painted by the HTML from mf-auth's own render, in the visitor's
// language and in the places where the app then draws the page; nothing can be typed into it, and it goes when the
// page renders. Decision 060: the register page's, shaped by the platform's field rules.
import type { Page } from '@playwright/test';
import { expect, keepSession, test } from '../fixtures/test.ts';
import { apiLogin } from '../lib/api-login.ts';
import { holdRemote, watchFrame } from '../lib/first-screens.ts';
import { readVitals, watchVitals } from '../lib/vitals.ts';

const FRAME = '#wl-first-screen';
const PAGE = '[data-remote-page="mf-auth"]';
const PARTS = ['h1', 'input[name="username"]', 'input[name="password"]', 'button[type="submit"]'];

type Box = { x: number; y: number; width: number; height: number };

const boxesOf = (page: Page, scope: string) =>
  page.evaluate(
    ({ scope, parts }) =>
      parts.map((part) => {
        const r = document.querySelector(`${scope} ${part}`)!.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    { scope, parts: PARTS },
  );

test('login is painted by the HTML from its remote’s own render, where the app then draws it, and nothing typed into it is lost', async ({
  page,
  pageErrors,
}) => {
  await watchVitals(page);
  const release = await holdRemote(page, 'mf-auth');
  await page.goto('/m/login');
  const frameTitle = page.locator(`${FRAME} h1`);
  await expect(frameTitle).toHaveText('লগইন');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const frameBoxes: Box[] = await boxesOf(page, FRAME);
  // a player who taps and types before the app runs reaches nothing: the frame takes no input
  const field = frameBoxes[1]!;
  await page.mouse.click(field.x + field.width / 2, field.y + field.height / 2);
  await page.keyboard.type('early');
  expect(await page.locator(`${FRAME} input[name="username"]`).inputValue()).toBe('');
  release();
  await expect(page.locator(`${PAGE} h1`)).toHaveText('লগইন');
  await expect(page.locator(FRAME)).toHaveCount(0);
  const appBoxes = await boxesOf(page, PAGE);
  appBoxes.forEach((box, i) => {
    for (const key of ['x', 'y', 'width', 'height'] as const) expect(box[key], `${PARTS[i]} ${key}`).toBeCloseTo(frameBoxes[i]![key], 0);
  });
  await expect(page.getByRole('textbox', { name: /ব্যবহারকারীর নাম/ })).toHaveValue('');
  const vitals = await readVitals(page);
  expect(vitals.cls).toBe(0);
  expect(pageErrors).toEqual([]);
});

/** The register form's fields as drawn in a scope: each one's name, whether it shows a star, and its box. */
const fieldsOf = (page: Page, scope: string) =>
  page.evaluate((scope) => {
    const parts = [...document.querySelectorAll(`${scope} form [data-frame-part]:not([data-frame-part="required"])`)];
    return parts.map((part) => {
      const r = part.firstElementChild!.getBoundingClientRect();
      return {
        name: part.getAttribute('data-frame-part'),
        starred: part.querySelector('[data-frame-part="required"]') !== null,
        box: { x: r.x, y: r.y, width: r.width, height: r.height },
      };
    });
  }, scope);

test("register is painted from the platform's field rules: the fields and stars they show, where the app then draws them", async ({
  page,
  pageErrors,
}) => {
  await watchVitals(page);
  const release = await holdRemote(page, 'mf-auth');
  await page.goto('/m/register');
  await expect(page.locator(`${FRAME} form`)).toBeVisible();
  const frameTitle = await page.locator(`${FRAME} h1`).textContent();
  const frameFields = await fieldsOf(page, FRAME);
  const frameSubmit = await page.locator(`${FRAME} button[type="submit"]`).boundingBox();
  release();
  await expect(page.locator(FRAME)).toHaveCount(0);
  await expect(page.locator(`${PAGE} form`)).toBeVisible();
  await expect(page.locator(`${PAGE} h1`)).toHaveText(frameTitle!);
  const appFields = await fieldsOf(page, PAGE);
  // the e2e brand's rules leave fields out and make some optional: the frame drew none of those, and no star too many
  expect(appFields.length).toBeGreaterThan(2);
  expect(appFields.length).toBeLessThan(20);
  expect(frameFields.map(({ name, starred }) => ({ name, starred }))).toEqual(appFields.map(({ name, starred }) => ({ name, starred })));
  expect(appFields.some((field) => !field.starred)).toBe(true);
  appFields.forEach((field, i) => {
    for (const key of ['x', 'y', 'width', 'height'] as const)
      expect(field.box[key], `${field.name} ${key}`).toBeCloseTo(frameFields[i]!.box[key], 0);
  });
  const appSubmit = await page.locator(`${PAGE} button[type="submit"]`).boundingBox();
  expect(appSubmit!.y).toBeCloseTo(frameSubmit!.y, 0);
  const vitals = await readVitals(page);
  expect(vitals.cls).toBe(0);
  expect(pageErrors).toEqual([]);
});

test.describe('on a screen wider than the shell', () => {
  test.use({ viewport: { width: 900, height: 1000 } });
  test("the frame is the shell's own, so the page sits where the app then draws it", async ({ page }) => {
    const release = await holdRemote(page, 'mf-auth');
    await page.goto('/m/login');
    await expect(page.locator(`${FRAME} h1`)).toHaveText('লগইন');
    const frameBoxes = await boxesOf(page, FRAME);
    release();
    await expect(page.locator(FRAME)).toHaveCount(0);
    await expect(page.locator(`${PAGE} h1`)).toHaveText('লগইন');
    const appBoxes = await boxesOf(page, PAGE);
    appBoxes.forEach((box, i) => {
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(box[key], `${PARTS[i]} ${key}`).toBeCloseTo(frameBoxes[i]![key], 0);
    });
  });
});

test('the frame is in the language the visitor chose, and a signed-in visitor or a page its remote did not render gets none', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => localStorage.setItem('wl.language', 'en'));
  const release = await holdRemote(page, 'mf-auth');
  await page.goto('/m/login');
  await expect(page.locator(`${FRAME} h1`)).toHaveText('Log in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  release();
  await expect(page.locator(`${PAGE} h1`)).toHaveText('Log in');

  const sawFrame = await watchFrame(page, 'h1');
  // a login remembered on this device changes the form ("continue as"): the frame would not match it
  await page.evaluate(() => localStorage.setItem('wl.remembered', JSON.stringify({ v: 2, type: 'username', username: 'demo01' })));
  await page.goto('/m/login');
  await expect(page.locator(`${PAGE} h1`)).toHaveText('Log in');
  expect(await sawFrame()).toBe(false);
  await page.evaluate(() => localStorage.removeItem('wl.remembered'));

  await page.goto('/m/userAgreement');
  await expect(page.locator('[data-remote-page="mf-lobby"]')).toBeVisible();
  expect(await sawFrame()).toBe(false);

  await keepSession(page, await apiLogin(baseURL!, 'demo01', 'Demo@1234'));
  await page.goto('/m/login');
  // the gate's word to a member on a guest's page
  await expect(page.getByRole('heading', { name: 'You are logged in' })).toBeVisible();
  expect(await sawFrame()).toBe(false);
});
