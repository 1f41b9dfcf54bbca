// Decision 063: the promotions list's and the notices' first screens are painted by the HTML from mf-lobby's own render,
// filled from the platform's answer (the HTML's early call): categories, covers and titles, where the app then draws them;
// and, with the answer's markup kept bare (decision 064), a promotion's and the help centre's.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { boxesOf, expectSameBoxes, holdRemote, watchFrame } from '../lib/first-screens.ts';
import { readVitals, watchVitals } from '../lib/vitals.ts';

const FRAME = '#wl-first-screen';
const PAGE = '[data-remote-page="mf-lobby"]';

/** Texts of what a selector matches, and an attribute's values where one is named. */
const textsOf = (page: Page, selector: string) => page.locator(selector).allTextContents();
const srcsOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.map((element) => element.getAttribute('src')));

/** The list as drawn in a scope: the categories' names, and the cards' titles, covers and boxes. */
const listOf = async (page: Page, scope: string) => {
  const cards = `${scope} [data-testid="promotion-list"] > li`;
  return {
    filters: await textsOf(page, `${scope} [role="group"] button`),
    titles: await textsOf(page, `${cards} strong`),
    covers: await srcsOf(page, `${cards} img`),
    boxes: {
      cards: await boxesOf(page, cards),
      covers: await boxesOf(page, `${cards} img`),
      titles: await boxesOf(page, `${cards} strong`),
    },
  };
};

test("the promotions list is painted by the HTML, filled from the platform's answer, where the app then draws it", async ({
  page,
  pageErrors,
}) => {
  await watchVitals(page);
  // the build's own render had stand-in covers: none is ever fetched, not even by a hint React hoists for the first
  const standIns: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('frame-cover')) standIns.push(request.url());
  });
  const release = await holdRemote(page, 'mf-lobby');
  await page.goto('/m/activity');
  await expect(page.locator(`${FRAME} [data-testid="promotion-list"] li`).first()).toBeVisible();
  // the cover is fetched from the answer before the lobby's code has arrived
  await expect
    .poll(() => page.evaluate((frame) => (document.querySelector(`${frame} img`) as HTMLImageElement | null)?.complete, FRAME))
    .toBe(true);
  const frame = await listOf(page, FRAME);
  // the dates and the status are the app's: their row keeps its place, empty
  await expect(page.locator(`${FRAME} [data-frame-part="meta"]`).first()).toBeHidden();
  release();
  await expect(page.locator(FRAME)).toHaveCount(0);
  await expect(page.locator(`${PAGE} [data-testid="promotion-list"]`)).toBeVisible();
  const app = await listOf(page, PAGE);
  expect(frame.filters).toEqual(app.filters.slice(0, frame.filters.length));
  expect(frame.titles).toEqual(app.titles.slice(0, frame.titles.length));
  expect(frame.covers).toEqual(app.covers.slice(0, frame.covers.length));
  for (const part of ['cards', 'covers', 'titles'] as const) expectSameBoxes(part, frame.boxes[part], app.boxes[part]);
  expect(standIns).toEqual([]);
  const vitals = await readVitals(page);
  expect(vitals.cls).toBe(0);
  expect(pageErrors).toEqual([]);
});

test('a promotion opened by the address gets no list frame', async ({ page }) => {
  const sawFrame = await watchFrame(page, '[data-testid="promotion-list"]');
  await page.goto('/m/activity?id=1006');
  await expect(page.locator(PAGE)).toBeVisible();
  expect(await sawFrame()).toBe(false);
});

/** A promotion as drawn in a scope: its cover, title and body, and their boxes (decision 064). */
const promotionOf = async (page: Page, scope: string) => {
  const detail = `${scope} [data-testid="promotion-detail"]`;
  return {
    cover: await srcsOf(page, `${detail} img`),
    title: await textsOf(page, `${detail} h2`),
    body: await textsOf(page, `${detail} [data-frame-part="content"]`),
    boxes: await boxesOf(page, `${detail} :is(img, h2, [data-frame-part="content"] p)`),
  };
};

test('a promotion is painted by the HTML with its cover, title and body, where the app then draws them; an unknown one gets no frame', async ({
  page,
  pageErrors,
}) => {
  await watchVitals(page);
  const release = await holdRemote(page, 'mf-lobby');
  await page.goto('/m/activityDetail?id=1006');
  await expect(page.locator(`${FRAME} [data-testid="promotion-detail"] img`)).toBeVisible();
  await expect
    .poll(() => page.evaluate((frame) => (document.querySelector(`${frame} img`) as HTMLImageElement | null)?.complete, FRAME))
    .toBe(true);
  await expect(page.locator(`${FRAME} [data-frame-part="meta"]`)).toBeHidden();
  const frame = await promotionOf(page, FRAME);
  release();
  await expect(page.locator(FRAME)).toHaveCount(0);
  await expect(page.locator(`${PAGE} [data-frame-part="content"] p`).first()).toBeVisible();
  const app = await promotionOf(page, PAGE);
  expect({ cover: frame.cover, title: frame.title, body: frame.body }).toEqual({ cover: app.cover, title: app.title, body: app.body });
  expectSameBoxes('cover, title, paragraphs', frame.boxes, app.boxes);
  expect(frame.boxes).toHaveLength(app.boxes.length);
  const vitals = await readVitals(page);
  expect(vitals.cls).toBe(0);
  expect(pageErrors).toEqual([]);

  const sawFrame = await watchFrame(page, '[data-testid="promotion-detail"]');
  await page.goto('/m/activityDetail?id=1');
  await expect(page.locator(`${PAGE}`)).toBeVisible();
  expect(await sawFrame()).toBe(false);
});

/** The notices as drawn in a scope: their titles and boxes. */
const noticesOf = async (page: Page, scope: string) => {
  const notices = `${scope} [data-testid="notice-list"] > li`;
  return {
    titles: await textsOf(page, `${notices} strong`),
    boxes: { notices: await boxesOf(page, notices), titles: await boxesOf(page, `${notices} strong`) },
  };
};

test("the notices are painted by the HTML with the platform's titles, where the app then draws them", async ({ page, pageErrors }) => {
  await watchVitals(page);
  const release = await holdRemote(page, 'mf-lobby');
  await page.goto('/m/notice');
  await expect(page.locator(`${FRAME} [data-testid="notice-list"] li`).first()).toBeVisible();
  await expect(page.locator(`${FRAME} [data-frame-part="date"]`).first()).toBeHidden();
  const frame = await noticesOf(page, FRAME);
  release();
  await expect(page.locator(FRAME)).toHaveCount(0);
  await expect(page.locator(`${PAGE} [data-testid="notice-list"]`)).toBeVisible();
  const app = await noticesOf(page, PAGE);
  expect(frame.titles.length).toBeGreaterThan(0);
  expect(frame.titles).toEqual(app.titles.slice(0, frame.titles.length));
  for (const part of ['notices', 'titles'] as const) expectSameBoxes(part, frame.boxes[part], app.boxes[part]);
  const vitals = await readVitals(page);
  expect(vitals.cls).toBe(0);
  expect(pageErrors).toEqual([]);
});

/** The help centre as drawn in a scope: the tabs' names, the topic's title and body, and their boxes (decision 064). */
const helpOf = async (page: Page, scope: string) => {
  const topic = `${scope} [data-testid="help-topic"]`;
  return {
    tabs: await textsOf(page, `${scope} a[data-frame-part^="tab-"]`),
    title: await textsOf(page, `${topic} h2`),
    body: await textsOf(page, `${topic} [data-frame-part="body"]`),
    boxes: await boxesOf(page, `${topic} :is(h2, li, p)`),
  };
};

test("the help centre is painted by the HTML with the first topic's markup, kept bare, where the app then draws it", async ({
  page,
  pageErrors,
}) => {
  await watchVitals(page);
  const release = await holdRemote(page, 'mf-lobby');
  await page.goto('/m/help');
  await expect(page.locator(`${FRAME} [data-testid="help-topic"] li`).first()).toBeVisible();
  const frame = await helpOf(page, FRAME);
  // nothing of the answer but element names and text: no attribute on any element of the body
  expect(await page.locator(`${FRAME} [data-frame-part="body"] [class], ${FRAME} [data-frame-part="body"] [style]`).count()).toBe(0);
  release();
  await expect(page.locator(FRAME)).toHaveCount(0);
  await expect(page.locator(`${PAGE} [data-testid="help-topic"] li`).first()).toBeVisible();
  const app = await helpOf(page, PAGE);
  expect(frame.tabs.length).toBeGreaterThan(1);
  expect(frame.tabs).toEqual(app.tabs.slice(0, frame.tabs.length));
  expect({ title: frame.title, body: frame.body }).toEqual({ title: app.title, body: app.body });
  expectSameBoxes('title, items, paragraphs', frame.boxes, app.boxes);
  expect(frame.boxes).toHaveLength(app.boxes.length);
  const vitals = await readVitals(page);
  expect(vitals.cls).toBe(0);
  expect(pageErrors).toEqual([]);
});

test("the help page under the shell's header gets the same frame; another topic chosen by the address gets none", async ({ page }) => {
  const sawFrame = await watchFrame(page, '[data-testid="help-topic"] li');
  await page.goto('/m/helpDetail');
  await expect(page.locator(`${PAGE} [data-testid="help-topic"] li`).first()).toBeVisible();
  expect(await sawFrame()).toBe(true);
  await page.evaluate(() => delete (window as { sawFrame?: boolean }).sawFrame);
  await page.goto('/m/help?i=2');
  await expect(page.locator(`${PAGE} [data-testid="help-topic"]`)).toBeVisible();
  expect(await sawFrame()).toBe(false);
});
