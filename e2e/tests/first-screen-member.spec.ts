// Decision 067: a member's pages are painted by the HTML from their remote's own render, filled from the answers the
// member's HTML already asked for (the member's details, the inbox's first page, the balance), each part where the app
// then draws it; money written with the app's own formatter (decision 072).
// Never for a guest or an account the page's gate refuses (server/src/page/prerendered.test.ts runs that rule).
import type { Page } from '@playwright/test';
import { expect, PIN, test } from '../fixtures/cashier.ts';
import { boxesOf, expectSameBoxes, holdRemote } from '../lib/first-screens.ts';
import { readVitals, watchVitals } from '../lib/vitals.ts';

const FRAME = '#wl-first-screen';
const PAGE = '[data-remote-page="mf-member"]';
const part = (scope: string, name: string) => `${scope} [data-frame-part="${name}"]`;
/** Text is measured in its own face: the Bengali face swaps in when it has loaded, and a text's width moves with it. */
const fontsIn = (page: Page) => page.evaluate(() => document.fonts.ready.then(() => undefined));

test("a member's centre, inbox and records are painted by the HTML from the member's own answers, where the app then draws them", async ({
  page,
  login,
  pageErrors,
}) => {
  await login('demo01', 'Demo@1234');
  await watchVitals(page);

  let release = await holdRemote(page, 'mf-member');
  await page.goto('/m/mine');
  await expect(page.locator(part(FRAME, 'account'))).toHaveText('demo01');
  await expect.poll(() => page.locator(part(FRAME, 'avatar')).evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  // and the days since joining, on the phone's clock, in the language with its count (decision 072's second addendum)
  await expect(page.locator(part(FRAME, 'joined'))).toHaveText(/^[০-৯,]+ দিন আগে যোগ দিয়েছেন$/);
  const joined = await page.locator(part(FRAME, 'joined')).textContent();
  await fontsIn(page);
  // the tiles and the list follow the gate table over a dozen flags: the app draws them
  await expect(page.locator(part(FRAME, 'menu'))).toHaveCount(0);
  const centre = await boxesOf(
    page,
    `${FRAME} :is(h1, [data-frame-part="avatar"], [data-frame-part="account"], [data-frame-part="vip"], [data-frame-part="joined"])`,
  );
  release();
  await expect(page.locator(FRAME)).toHaveCount(0);
  await expect(page.locator(part(PAGE, 'account'))).toHaveText('demo01');
  await expect(page.locator(part(PAGE, 'joined'))).toHaveText(joined ?? '');
  await fontsIn(page);
  expectSameBoxes(
    'title, avatar, account, VIP, days since joining',
    centre,
    await boxesOf(
      page,
      `${PAGE} :is(h1, [data-frame-part="avatar"], [data-frame-part="account"], [data-frame-part="vip"], [data-frame-part="joined"])`,
    ),
  );
  expect((await readVitals(page)).cls).toBe(0);

  await page.unrouteAll();
  release = await holdRemote(page, 'mf-member');
  await page.goto('/m/webEmail');
  await expect(page.locator(part(FRAME, 'title')).first()).toBeVisible();
  // the list is the kit's (wl-list): the frame brings its rules, where a cold load drew it with the browser's until the
  // shell's stylesheet came, and it moved then (CLS 0.053)
  expect(await page.locator(`${FRAME} style`).textContent()).toContain('.wl-list{');
  await fontsIn(page);
  const titles = await page.locator(part(FRAME, 'title')).allTextContents();
  const mails = await boxesOf(page, `${FRAME} [data-frame-part^="mail-"]`);
  const mailTitles = await boxesOf(page, part(FRAME, 'title'));
  await expect(page.locator(part(FRAME, 'date')).first()).toBeHidden();
  release();
  await expect(page.locator(FRAME)).toHaveCount(0);
  await expect(page.locator(part(PAGE, 'date')).first()).toBeVisible();
  await fontsIn(page);
  expect((await page.locator(part(PAGE, 'title')).allTextContents()).slice(0, titles.length)).toEqual(titles);
  expectSameBoxes('mails', mails, await boxesOf(page, `${PAGE} [data-frame-part^="mail-"]`));
  // a title's box runs up to its time, which the frame keeps empty in a stand-in's width: its place and height are the app's
  expectSameBoxes('titles', mailTitles, await boxesOf(page, part(PAGE, 'title')), ['x', 'y', 'height']);
  expect((await readVitals(page)).cls).toBe(0);

  // decision 072: the account record's and the cashier's records' first rows, amounts and times written as each page
  // writes them
  const rows = (scope: string) => `${scope} :is([data-frame-part^="row-"], [data-frame-part="value"])`;
  for (const [records, remote] of [
    ['/m/transaction/record', 'mf-member'],
    ['/m/vouReport', 'mf-cashier'],
    ['/m/withdrawReport', 'mf-cashier'],
  ] as const) {
    const APP = `[data-remote-page="${remote}"]`;
    await page.unrouteAll();
    release = await holdRemote(page, remote);
    await page.goto(records);
    await expect(page.locator(part(FRAME, 'row-0'))).toBeVisible();
    // a status is a text in the language: its place stays, empty
    await expect(page.locator(part(FRAME, 'status')).first()).toBeHidden();
    await fontsIn(page);
    const values = await page.locator(part(FRAME, 'value')).allTextContents();
    expect(values.some((value) => /^[+-]?৳[\d,]+\.\d\d$/.test(value))).toBe(true);
    expect(values.some((value) => /^[০-৯]{4}\/[০-৯]{2}\/[০-৯]{2} [০-৯]{2}:[০-৯]{2}$/.test(value))).toBe(true);
    const framed = await boxesOf(page, rows(FRAME));
    release();
    await expect(page.locator(FRAME)).toHaveCount(0);
    await expect(page.locator(part(APP, 'row-0'))).toBeVisible();
    await fontsIn(page);
    expect((await page.locator(part(APP, 'value')).allTextContents()).slice(0, values.length)).toEqual(values);
    expectSameBoxes(`${records}: rows and their values`, framed, await boxesOf(page, rows(APP)));
    expect((await readVitals(page)).cls).toBe(0);
  }
  expect(pageErrors).toEqual([]);
});

test("a member's deposit and withdraw forms are painted by the HTML from the member's own answers, where the app then draws them", async ({
  page,
  devMember,
  pageErrors,
}) => {
  const CASHIER = '[data-remote-page="mf-cashier"]';
  const drawn = (scope: string) =>
    `${scope} :is([data-frame-part^="channel-"], [data-frame-part="logo"], [data-frame-part="instructions"])`;
  await devMember({ balance: '2000.00', withdrawalPassword: PIN, boundEwallet: true });
  await watchVitals(page);
  let release = await holdRemote(page, 'mf-cashier');
  await page.goto('/m/voucherCenter');
  await expect(page.locator(part(FRAME, 'instructions'))).toBeVisible();
  await expect(page.locator(part(FRAME, 'name')).first()).toHaveText(/বিকাশ/);
  // the limits are money in the brand's format, and the form below follows the chosen method: their places stay, empty
  await expect(page.locator(part(FRAME, 'limits')).first()).toBeHidden();
  await expect(page.locator(part(FRAME, 'later'))).toBeHidden();
  await fontsIn(page);
  const names = await page.locator(part(FRAME, 'name')).allTextContents();
  const instructions = await page.locator(part(FRAME, 'instructions')).textContent();
  const boxes = await boxesOf(page, drawn(FRAME));
  release();
  await expect(page.locator(FRAME)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /বিকাশ/ })).toBeChecked();
  await fontsIn(page);
  expect((await page.locator(part(CASHIER, 'name')).allTextContents()).slice(0, names.length)).toEqual(names);
  expect(await page.locator(part(CASHIER, 'instructions')).textContent()).toBe(instructions);
  expectSameBoxes('methods, logos and instructions', boxes, await boxesOf(page, drawn(CASHIER)));
  expect((await readVitals(page)).cls).toBe(0);

  // decision 072: the settings and the payout accounts, two declared calls' answers; the balance in the brand's format
  const withdrawParts = (scope: string) =>
    `${scope} :is([data-frame-part="withdrawable"], [data-frame-part^="account-"], [data-frame-part="name"])`;
  await page.unrouteAll();
  release = await holdRemote(page, 'mf-cashier');
  await page.goto('/m/withdraw');
  await expect(page.locator(part(FRAME, 'withdrawable'))).toHaveText('৳2,000.00');
  await expect(page.locator(part(FRAME, 'name'))).toHaveText([/^বিকাশ · 017\*{4}\d{4}$/]);
  // the limits and today's count are texts in the language, and the form follows the chosen account: their places stay
  await expect(page.locator(part(FRAME, 'limits'))).toBeHidden();
  await expect(page.locator(part(FRAME, 'later'))).toBeHidden();
  await fontsIn(page);
  const accounts = await page.locator(part(FRAME, 'name')).allTextContents();
  const withdraw = await boxesOf(page, withdrawParts(FRAME));
  release();
  await expect(page.locator(FRAME)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /বিকাশ/ })).toBeChecked();
  await fontsIn(page);
  expect(await page.locator(part(CASHIER, 'name')).allTextContents()).toEqual(accounts);
  expect(await page.locator(part(CASHIER, 'withdrawable')).textContent()).toBe('৳2,000.00');
  expectSameBoxes('balance and accounts', withdraw, await boxesOf(page, withdrawParts(CASHIER)));
  expect((await readVitals(page)).cls).toBe(0);
  expect(pageErrors).toEqual([]);
});

test("an agent's home and team overview are painted by the HTML, the balance in the brand's format, each where the app then draws it", async ({
  page,
  devMember,
  pageErrors,
}) => {
  const AGENT = '[data-remote-page="mf-agent"]';
  const drawn = (scope: string) => `${scope} :is([data-frame-part], section a)`;
  await devMember({ type: 1 });
  await watchVitals(page);
  let release = await holdRemote(page, 'mf-agent');
  await page.goto('/m/agent');
  // decision 072: the page's script writes the balance with the app's formatter and the brand's symbol
  await expect(page.locator(part(FRAME, 'balance'))).toHaveText(/^৳[\d,]+\.\d\d$/);
  // and the greeting by the hour with the agent's name, and the date, on the phone's clock in the platform's zone
  // (decision 072's second addendum): the texts the app then writes, in the same boxes
  await expect(page.locator(part(FRAME, 'hello'))).toHaveText(/^শুভ \S+, \S+/);
  await expect(page.locator(part(FRAME, 'date'))).toHaveText(/^আজ [০-৯]{4}\/[০-৯]{2}\/[০-৯]{2}$/);
  await fontsIn(page);
  const texts = await Promise.all(['hello', 'date', 'balance'].map((name) => page.locator(part(FRAME, name)).textContent()));
  const home = await boxesOf(page, drawn(FRAME));
  release();
  await expect(page.locator(FRAME)).toHaveCount(0);
  for (const [i, name] of ['hello', 'date', 'balance'].entries()) await expect(page.locator(part(AGENT, name))).toHaveText(texts[i] ?? '');
  await fontsIn(page);
  expectSameBoxes('greeting, date, balance and shortcuts', home, await boxesOf(page, drawn(AGENT)));
  expect((await readVitals(page)).cls).toBe(0);

  const title = (scope: string) => `${scope} header h1`;
  await page.unrouteAll();
  release = await holdRemote(page, 'mf-agent');
  await page.goto('/m/agent/team/overview');
  await expect(page.locator(title(FRAME))).toHaveText('টিমের সারসংক্ষেপ');
  await fontsIn(page);
  const framed = await boxesOf(page, title(FRAME));
  release();
  await expect(page.locator(FRAME)).toHaveCount(0);
  await expect(page.locator(AGENT)).toBeVisible();
  await fontsIn(page);
  expectSameBoxes("the header's title", framed, await boxesOf(page, title('#root')));
  expect((await readVitals(page)).cls).toBe(0);
  expect(pageErrors).toEqual([]);
});
