// The member centre (issue 10): the guest prompt and login dialog, demo01's summary, tiles and list and no agency
// centre, a trial account turned away from Members; axe clean. That an agent has the agency centre entry is one
// screen's behaviour: mf-member's member-centre-screen.test.tsx.
import { expect, test } from '../fixtures/cashier.ts';
import { useLanguage } from '../fixtures/test.ts';
import { seriousAxeFindings } from '../lib/axe.ts';

test('a guest sees the login-or-register prompt, and any entry opens the login dialog without leaving', async ({ page, pageErrors }) => {
  await page.goto('/m/mine');
  await page.getByRole('button', { name: 'লগইন বা নিবন্ধন করুন' }).click();
  const dialog = page.getByRole('dialog', { name: 'লগইন' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('link', { name: 'মতামত' }).click();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/m\/mine$/);
  expect(pageErrors).toEqual([]);
});

test("demo01's summary, tiles and list; no agency centre", async ({ page, login, pageErrors }) => {
  await login('demo01', 'Demo@1234');
  await page.goto('/m/mine');
  await expect(page.getByText('demo01', { exact: true })).toBeVisible();
  await expect(page.getByText('সিলভার')).toBeVisible();
  await expect(page.getByText(/[০-৯]+ দিন আগে যোগ দিয়েছেন$/)).toBeVisible();
  for (const tile of ['ডিপোজিট', 'উত্তোলন', 'বন্ধুদের আমন্ত্রণ', 'নিরাপত্তা কেন্দ্র'])
    await expect(page.getByRole('link', { name: tile, exact: true })).toBeVisible();
  for (const item of ['অ্যাকাউন্ট রেকর্ড', 'বাজির রেকর্ড', 'লাভ ও ক্ষতি', 'ম্যানুয়াল রিবেট', 'মেইল', 'মতামত'])
    await expect(page.getByRole('link', { name: item, exact: true })).toBeVisible();
  // demo01 has two promotions waiting to be claimed (1007 and 1105)
  await expect(page.getByRole('link', { name: /পুরস্কার কেন্দ্র/ })).toContainText('২টি সংগ্রহের অপেক্ষায়');
  await expect(page.getByRole('link', { name: 'এজেন্সি কেন্দ্র' })).toHaveCount(0);
  await page.getByRole('link', { name: 'মতামত', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/feedback$/);
  expect(pageErrors).toEqual([]);
});

test("a member's cold deep link fetches the avatar, the page's largest paint, without waiting for mf-member's page code", async ({
  page,
  login,
}) => {
  await login('demo01', 'Demo@1234');
  // mf-member's page code is held back until the avatar has been asked for: were the avatar to wait for that code, the
  // request below would never come. Holding it makes the order certain, where timing two downloads is a race.
  let releaseCode!: () => void;
  const codeHeld = new Promise<void>((resolve) => {
    releaseCode = resolve;
  });
  const heldCode: string[] = [];
  await page.route(/__federation_expose_MemberCentrePage\.\w+\.js$/, async (route) => {
    heldCode.push(route.request().url());
    await codeHeld;
    await route.continue();
  });
  const avatarAsked = page.waitForRequest((request) => request.url().includes('/avatar/'));
  await page.goto('/m/mine', { waitUntil: 'commit' });
  const asked = await avatarAsked;
  releaseCode();
  const avatar = page.getByRole('main').locator('img[src*="/avatar/"]');
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // the hold did stand in the page code's way: its download went through it
  expect(heldCode.length).toBeGreaterThanOrEqual(1);
  const src = await avatar.evaluate((img: HTMLImageElement) => img.src);
  expect(asked.url()).toBe(src);
  // the HTML fetched it as the member's details arrived (RouteDeclaration.answerImages): once, by its preload
  const initiators = await page.evaluate(
    (url) => performance.getEntriesByName(url).map((e) => (e as PerformanceResourceTiming).initiatorType),
    src,
  );
  expect(initiators).toEqual(['link']);
});

test('a trial account choosing Members is turned away with free_reject and stays', async ({ page, devMember }) => {
  await devMember({ type: 4 });
  await page.goto('/m/home');
  await page.getByRole('navigation', { name: 'প্রধান' }).getByRole('link', { name: 'সদস্য' }).click();
  await expect(page.getByText('এই সুবিধা ব্যবহার করতে অনুগ্রহ করে একটি আসল অ্যাকাউন্টে লগইন করুন')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
});

// the journeys above are in Bengali; the languages taken in turn (decision 071), the screen's axe is in English
test('axe finds nothing serious on the member centre (en)', async ({ page, login }) => {
  await useLanguage(page, 'en');
  await login('demo01', 'Demo@1234');
  await page.goto('/m/mine');
  await expect(page.getByText('demo01', { exact: true })).toBeVisible();
  expect(await seriousAxeFindings(page, { include: '#main' })).toEqual([]);
});
