import { test, expect } from '../fixtures/test.ts';
import { arrivalSettled, closeHomePopups, SHOWN_MATCH, scrollToLazyBlock } from '../lib/lobby-helpers.ts';
import { finiteAnimationsDone } from '../lib/animations.ts';
import { installPageClock } from '../lib/page-clock.ts';

// the home's popups are part of what these journeys check
test.use({ homePopups: true });

test('a guest sees every block of the home page with seeded data, and the carousels advance', async ({ page, pageErrors }) => {
  await page.goto('/m/home');
  const home = page.locator('[data-remote-page="mf-lobby"]');

  // the guest's login popup (execution B), a modal dialog, and only it on this arrival (decision 028)
  const popup = page.getByRole('dialog');
  await expect(popup).toContainText('নিবন্ধন করুন, ১০০% স্বাগত বোনাস নিন');
  await popup.getByRole('button', { name: 'বন্ধ করুন' }).click();
  await expect(popup).toHaveCount(0);

  await expect(page.getByTestId('download-bar')).toBeVisible();
  await expect(home.getByTestId('banner-carousel').locator('img').first()).toBeVisible();
  await expect(page.getByTestId('notice-ticker')).toContainText('BDWL-এ আপনাকে স্বাগতম');
  await expect(page.getByTestId('jackpot-value')).toHaveText(/^৳1,[23]\d\d,\d{3},\d{3}\.00$/);
  await expect(page.getByTestId('hot-matches')).toContainText('বনাম');
  await expect(page.getByTestId('hot-matches')).toContainText(/[০-৯]{2}\/[০-৯]{2} [০-৯]{2}:[০-৯]{2}/);
  await expect(page.getByRole('tab', { name: 'জনপ্রিয়' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('popular-games').getByTestId('game-tile').first()).toBeVisible();
  await expect(page.getByTestId('service-widget')).toBeVisible();

  // below the fold: loaded as they come near
  await scrollToLazyBlock(page, 'winners-board');
  await expect(page.getByTestId('winners-list').locator('li')).toHaveCount(20);
  await expect(page.getByTestId('winners-list')).toHaveAttribute('data-scrolling', 'true');
  await scrollToLazyBlock(page, 'promo-block');
  const promo = page.getByTestId('promo-block');
  await expect(promo.getByRole('link', { name: 'm.bdwl2.example' })).toHaveAttribute('target', '_blank');
  await expect(promo.getByRole('link', { name: 'লাইভ চ্যাট' })).toBeVisible();

  expect(pageErrors).toEqual([]);
});

test('the banner and hot-match carousels advance on their own, and the jackpot grows', async ({ page }) => {
  // the page's time: each 5 s of autoplay is jumped over, not waited out
  const clock = await installPageClock(page);
  await page.goto('/m/home');
  const banners = page.getByTestId('banner-carousel');
  const matches = page.getByTestId('hot-matches');
  await expect(banners).toHaveAttribute('data-active', '0');
  await expect(matches).toHaveAttribute('data-active', '0');
  const figure = async () => Number((await page.getByTestId('jackpot-value').textContent())!.replace(/[৳,]/g, ''));
  const jackpot = await figure();
  // autoplay every 5 s of the page's time (each slide's time counted from when it came)
  const shown = (slide: number, carousel = 'banner-carousel') => page.locator(`[data-testid="${carousel}"][data-active="${slide}"]`);
  expect(await clock.secondsUntil(shown(1), 8)).toBeGreaterThanOrEqual(4);
  // the matches' carousel started when its matches came, a little after the banners'
  await clock.secondsUntil(shown(1, 'hot-matches'), 3);
  // the slide's move takes its 500 ms of real time (a CSS transition, which the page's clock does not move), and a
  // carousel still moving takes no next turn
  await finiteAnimationsDone(page);
  await clock.secondsUntil(shown(2), 8);
  const grown = await figure();
  expect(grown).toBeGreaterThan(jackpot);
  expect(grown - jackpot).toBeLessThanOrEqual(50 * 4);
});

test('demo01 sees the member login popup (A) and the home blocks; the popups show once a session', async ({ page, login, pageErrors }) => {
  await login();
  await page.goto('/m/home');
  await expect(page.getByRole('dialog')).toContainText('দৈনিক চেক-ইন পুরস্কার');
  await closeHomePopups(page);
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(page.getByTestId('notice-ticker')).toBeVisible();
  await expect(page.getByTestId('hot-matches')).toBeVisible();
  await expect(page.getByTestId('popular-games').getByTestId('game-tile').first()).toBeVisible();
  await scrollToLazyBlock(page, 'winners-board');
  await expect(page.getByTestId('winners-list').locator('li')).toHaveCount(20);
  // no contract request waits for demo01: no question
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the popup notice waited for the next arrival (decision 028); then each has shown once this session
  await page.reload();
  await expect(page.getByRole('dialog')).toContainText('বিপিএল ২০২৬');
  await closeHomePopups(page);
  await page.reload();
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await arrivalSettled(page);
  await expect(page.getByTestId('home-popup')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('the notice ticker opens the notices; a hot match opens the modal and a guest betting goes to login', async ({ page }) => {
  await page.goto('/m/home');
  await closeHomePopups(page);
  // the slide on show: a looping carousel keeps the others above and below it, clipped
  await page.getByTestId('hot-matches').locator(SHOWN_MATCH).getByRole('button').click();
  const modal = page.getByRole('dialog', { name: 'জনপ্রিয় ম্যাচ' });
  await expect(modal).toBeVisible();
  await modal
    .getByRole('button', { name: /এখনই বাজি ধরুন/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.goto('/m/home');
  await closeHomePopups(page);
  await page.getByTestId('notice-ticker').click();
  await expect(page).toHaveURL(/\/m\/notice$/);
});

test('the download bar opens the download popup, and once closed stays closed', async ({ page }) => {
  await page.goto('/m/home');
  await closeHomePopups(page);
  const bar = page.getByTestId('download-bar');
  await bar.getByRole('button', { name: 'অ্যাপ ডাউনলোড করুন' }).click();
  const popup = page.getByRole('dialog', { name: 'অ্যাপ ডাউনলোড করুন' });
  await expect(popup.getByRole('link', { name: 'অ্যান্ড্রয়েড' })).toHaveAttribute('href', /\.apk$/);
  await expect(popup.getByRole('link', { name: 'আইওএস' })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'কনফিগারেশন প্রোফাইল' })).toHaveAttribute('href', /mobileconfig$/);
  await popup.getByRole('button', { name: 'হোম স্ক্রিনে যোগ করুন' }).click();
  await expect(page.getByTestId('add-to-home-guide')).toHaveAttribute('data-guide', 'android');
  await page.keyboard.press('Escape');
  await bar.getByRole('button', { name: 'ডাউনলোড বার বন্ধ করুন' }).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(page.getByTestId('download-bar')).toHaveCount(0);
});

test('the floating service widget lists online service, WhatsApp, Facebook and Telegram', async ({ page }) => {
  await page.goto('/m/home');
  await closeHomePopups(page);
  const widget = page.getByTestId('service-widget');
  await widget.getByRole('button', { name: 'গ্রাহক সেবার লিঙ্ক খুলুন' }).click();
  await expect(widget.getByRole('link', { name: 'অনলাইন সেবা' })).toHaveAttribute('href', '/m/service');
  for (const name of ['হোয়াটসঅ্যাপ', 'ফেসবুক', 'টেলিগ্রাম']) {
    await expect(widget.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  }
});

test('the popular panel keeps its category in the shared prefs; the bottom menu Home resets it to hot', async ({ page }) => {
  await page.goto('/m/home');
  await closeHomePopups(page);
  const panel = page.getByTestId('popular-games');
  await expect(panel.getByRole('tab').first()).toHaveText('জনপ্রিয়');
  await panel.getByRole('tab', { name: 'স্পোর্টস', exact: true }).click();
  await expect(panel.getByTestId('vendor-tile')).toHaveCount(2);
  await panel.getByRole('tab', { name: 'মোরগ লড়াই' }).click();
  await expect(panel.getByTestId('vendor-tile')).toHaveCount(2);
  await expect(panel.getByTestId('vendor-tile').first()).toContainText('SV388');
  await panel.getByRole('tab', { name: 'নিজস্ব গেম' }).click();
  await expect(panel.getByTestId('game-tile').first()).toContainText('Khela');
  await panel.getByRole('tab', { name: 'স্লট' }).click();
  await expect(panel.getByRole('link', { name: 'আরও স্লট' })).toBeVisible();
  await expect(page.getByTestId('other-games')).not.toContainText('TCG SEA');

  // away and back through the bottom menu's Home, which resets the category to hot
  await panel.getByRole('link', { name: 'আরও স্লট' }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);
  await page.getByRole('navigation', { name: 'প্রধান' }).getByRole('link', { name: 'হোম' }).click();
  await expect(page.getByTestId('popular-games').getByRole('tab', { name: 'জনপ্রিয়' })).toHaveAttribute('aria-selected', 'true');
});

test('an agent with pending contract offers is asked once about all of them, and the answer leads to the agency centre', async ({
  page,
  login,
}) => {
  await login('agent01', 'Agent@1234');
  await page.goto('/m/home');
  const question = page.getByRole('dialog', { name: 'চুক্তির অনুরোধ' });
  await expect(question).toContainText('দৈনিক বেতন');
  await question.getByRole('button', { name: 'নিশ্চিত' }).click();
  await expect(page).toHaveURL(/\/m\/agent$/);
});
