// Decision 063: the promotions list's and the notices' first screens are painted by the HTML from mf-lobby's own render,
// filled from the platform's answer (the HTML's early call): categories, covers and titles, where the app then draws them;
// and, with the answer's markup kept bare (decision 064), a promotion's and the help centre's.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { holdRemote, watchFrame } from '../lib/first-screens.ts';
import { readVitals, watchVitals } from '../lib/vitals.ts';

const FRAME = '#wl-first-screen';
const PAGE = '[data-remote-page="mf-lobby"]';

/** The list as drawn in a scope: the categories' names, and each card's title, cover and boxes. */
const listOf = (page: Page, scope: string) =>
  page.evaluate((scope) => {
    const box = (element: Element | null) => {
      const r = element?.getBoundingClientRect();
      return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
    };
    return {
      filters: [...document.querySelectorAll(`${scope} [role="group"] button`)].map((b) => b.textContent),
      cards: [...document.querySelectorAll(`${scope} [data-testid="promotion-list"] li`)].slice(0, 3).map((card) => ({
        title: card.querySelector('strong')?.textContent,
        cover: card.querySelector('img')?.getAttribute('src'),
        coverBox: box(card.querySelector('img')),
        titleBox: box(card.querySelector('strong')),
        box: box(card),
      })),
    };
  }, scope);

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
  expect(frame.cards.length).toBeGreaterThan(0);
  expect(frame.cards.map(({ title, cover }) => ({ title, cover }))).toEqual(app.cards.map(({ title, cover }) => ({ title, cover })));
  frame.cards.forEach((card, i) => {
    for (const part of ['box', 'coverBox', 'titleBox'] as const)
      for (const key of ['x', 'y', 'width', 'height'] as const)
        expect(app.cards[i]![part]![key], `card ${i} ${part} ${key}`).toBeCloseTo(card[part]![key], 0);
  });
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
const promotionOf = (page: Page, scope: string) =>
  page.evaluate((scope) => {
    const box = (element: Element | null) => {
      const r = element!.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const detail = document.querySelector(`${scope} [data-testid="promotion-detail"]`)!;
    return {
      cover: detail.querySelector('img')?.getAttribute('src'),
      title: detail.querySelector('h2')?.textContent,
      body: detail.querySelector('[data-frame-part="content"]')?.textContent,
      boxes: [detail.querySelector('img'), detail.querySelector('h2'), ...detail.querySelectorAll('[data-frame-part="content"] p')].map(
        box,
      ),
    };
  }, scope);

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
  expect(frame.boxes.length).toBe(app.boxes.length);
  frame.boxes.forEach((box, i) => {
    for (const key of ['x', 'y', 'width', 'height'] as const) expect(app.boxes[i]![key], `box ${i} ${key}`).toBeCloseTo(box[key], 0);
  });
  const vitals = await readVitals(page);
  expect(vitals.cls).toBe(0);
  expect(pageErrors).toEqual([]);

  const sawFrame = await watchFrame(page, '[data-testid="promotion-detail"]');
  await page.goto('/m/activityDetail?id=1');
  await expect(page.locator(`${PAGE}`)).toBeVisible();
  expect(await sawFrame()).toBe(false);
});

/** The notices as drawn in a scope: each one's title and boxes. */
const noticesOf = (page: Page, scope: string) =>
  page.evaluate((scope) => {
    const box = (element: Element | null) => {
      const r = element!.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    return [...document.querySelectorAll(`${scope} [data-testid="notice-list"] > li`)].slice(0, 12).map((notice) => ({
      title: notice.querySelector('strong')?.textContent,
      box: box(notice),
      titleBox: box(notice.querySelector('strong')),
    }));
  }, scope);

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
  expect(frame.length).toBeGreaterThan(0);
  expect(frame.map((notice) => notice.title)).toEqual(app.map((notice) => notice.title));
  frame.forEach((notice, i) => {
    for (const part of ['box', 'titleBox'] as const)
      for (const key of ['x', 'y', 'width', 'height'] as const)
        expect(app[i]![part][key], `notice ${i} ${part} ${key}`).toBeCloseTo(notice[part][key], 0);
  });
  const vitals = await readVitals(page);
  expect(vitals.cls).toBe(0);
  expect(pageErrors).toEqual([]);
});

/** The help centre as drawn in a scope: the tabs' names, the topic's title and body, and their boxes (decision 064). */
const helpOf = (page: Page, scope: string) =>
  page.evaluate((scope) => {
    const box = (element: Element | null) => {
      const r = element!.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const topic = document.querySelector(`${scope} [data-testid="help-topic"]`)!;
    return {
      tabs: [...document.querySelectorAll(`${scope} a[data-frame-part^="tab-"]`)].map((tab) => tab.textContent),
      title: topic.querySelector('h2')?.textContent,
      body: topic.querySelector('[data-frame-part="body"]')?.textContent,
      boxes: [topic.querySelector('h2'), ...topic.querySelectorAll('li, p')].map(box),
    };
  }, scope);

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
  expect(frame.boxes.length).toBe(app.boxes.length);
  frame.boxes.forEach((box, i) => {
    for (const key of ['x', 'y', 'width', 'height'] as const) expect(app.boxes[i]![key], `box ${i} ${key}`).toBeCloseTo(box[key], 0);
  });
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
