import { test, expect } from '../fixtures/test.ts';
import { queryOf, seededGames } from '../lib/lobby-helpers.ts';

const listCall = (url: string) => url.includes('/wps/relay/GCSGAME_list');

test('the RNG list loads page 1 with pageSize 26, and scrolling loads page 2', async ({ page, pageErrors }) => {
  const requests: Record<string, string>[] = [];
  page.on('request', (r) => listCall(r.url()) && requests.push(queryOf(r.url())));
  await page.goto('/m/gameList?gameType=RNG');
  const tiles = page.getByTestId('game-feed').getByTestId('game-tile');
  await expect(tiles).toHaveCount(26);
  expect(requests[0]).toMatchObject({
    merchant: 'BDWL',
    platform: 'html5',
    gameType: 'RNG',
    pageNo: '1',
    pageSize: '26',
    gameName: '',
    vassalage: '',
    language: 'BN',
  });

  await page.mouse.wheel(0, 20_000);
  await expect(tiles).toHaveCount(52);
  expect(requests.map((q) => q.pageNo)).toEqual(['1', '2']);
  expect(requests[1]).toMatchObject({ pageSize: '26', gameType: 'RNG' });
  expect(pageErrors).toEqual([]);
});

test('a search by name (Enter) and a vendor filter narrow the list', async ({ page, baseURL }) => {
  await page.goto('/m/gameList?gameType=RNG');
  const tiles = page.getByTestId('game-feed').getByTestId('game-tile');
  await expect(tiles).toHaveCount(26);

  const golden = await seededGames(baseURL!, 'gameType=RNG&gameName=Golden&pageSize=100');
  const search = page.getByRole('searchbox', { name: 'গেম খুঁজুন' });
  await search.fill('Golden');
  await search.press('Enter');
  await expect(tiles).toHaveCount(golden.length);
  for (const name of await tiles.getByTestId('game-name').allTextContents()) expect(name).toContain('Golden');
  await search.fill('');
  await search.press('Enter');
  await expect(tiles).toHaveCount(26);

  // the vendor strip
  await page.getByTestId('vendor-strip').getByRole('button', { name: 'JILI' }).click();
  await expect(tiles.first()).toContainText('JILI');
  const vendors = await tiles.getByTestId('game-vendor').allTextContents();
  expect(new Set(vendors)).toEqual(new Set(['JILI']));

  // the filter drawer's vendor
  await page.getByRole('button', { name: 'ফিল্টার' }).click();
  const drawer = page.getByRole('dialog', { name: 'গেম ফিল্টার করুন' });
  await drawer.getByRole('radio', { name: 'CQ9' }).check();
  await drawer.getByRole('button', { name: 'গেম দেখুন' }).click();
  await expect(tiles.first()).toContainText('CQ9');
  expect(new Set(await tiles.getByTestId('game-vendor').allTextContents())).toEqual(new Set(['CQ9']));
});

test('a guest tapping a game goes to /m/login', async ({ page }) => {
  await page.goto('/m/gameList?gameType=RNG');
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.goto('/m/gameList?gameType=RNG');
  await page
    .getByTestId('game-tile')
    .first()
    .getByRole('button', { name: /প্রিয়তে যোগ করুন/ })
    .click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('a member launches a game full-screen and comes back', async ({ page, ownMember, pageErrors }) => {
  // the recent list is this member's own: no other test's launch comes first
  await ownMember();
  await page.goto('/m/gameList?gameType=RNG');
  const tile = page.getByTestId('game-tile').nth(4);
  const name = (await tile.getByTestId('game-name').textContent())!;
  const recentAdd = page.waitForResponse((r) => r.url().includes('/wps/game/recent/add'));
  await tile.getByRole('button', { name: `${name} খেলুন` }).click();
  await expect(page).toHaveURL(/\/m\/launchGame\?.*vendor=PG.*pageBack=%2Fm%2FgameList/);
  const overlay = page.getByTestId('game-overlay');
  await expect(overlay).toBeVisible();
  await expect(page.frameLocator('iframe').locator('[data-testid="dev-game"] h1')).toHaveText(name);
  await recentAdd;
  // the game covers the page, and the way back is its own
  await overlay.getByRole('button', { name: 'লবিতে ফিরে যান' }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();

  // the played game is first in the recent list
  await page.getByRole('button', { name: 'সাম্প্রতিক' }).click();
  await expect(page.getByTestId('game-tile').first()).toContainText(name);
  expect(pageErrors).toEqual([]);
});

test('a favourite shows under the favourites tab and survives a reload; removing it leaves at once', async ({
  page,
  ownMember,
  baseURL,
}) => {
  await ownMember();
  const [target] = await seededGames(baseURL!, 'gameType=RNG&vassalage=FC&gameName=Lucky&pageSize=1');
  await page.goto('/m/gameList?gameType=RNG&vendor=FC');
  const tile = page.locator(`[data-testid="game-tile"][data-node-id="${target!.nodeId}"]`);
  const saved = page.waitForResponse((r) => r.url().includes('MCSFE_favoriteGames') && r.request().method() === 'POST');
  await tile.getByRole('button', { name: `${target!.gameName} প্রিয়তে যোগ করুন` }).click();
  await expect(tile.getByRole('button', { name: `${target!.gameName} প্রিয় থেকে সরান` })).toHaveAttribute('aria-pressed', 'true');
  // the star shows at once, before the server has it: a reload before the answer would cancel the call
  expect((await (await saved).json()).success).toBe(true);

  await page.reload();
  await page.getByRole('button', { name: 'প্রিয়', exact: true }).first().click();
  const favourite = page.locator(`[data-testid="game-tile"][data-node-id="${target!.nodeId}"]`);
  await expect(favourite).toBeVisible();
  const removal = page.waitForRequest((r) => r.url().includes('MCSFE_favoriteGames') && r.method() === 'DELETE');
  await favourite.getByRole('button', { name: /প্রিয় থেকে সরান/ }).click();
  await expect(favourite).toHaveCount(0);
  await removal;
});

test('every lottery launches with the site prize mode: elott, as the lottery data holds TCG_LOTTO_VN (spec section 4)', async ({
  page,
  login,
  pageErrors,
}) => {
  await login();
  for (const tab of [0, 1]) {
    await page.goto('/m/lottery');
    await page.getByRole('tab').nth(tab).click();
    await page.getByTestId('lottery-list').getByRole('button', { name: 'খেলুন' }).first().click();
    await expect(page).toHaveURL(/\/m\/launchGame\?/);
    expect(new URL(page.url()).searchParams.get('prize_mode')).toBe('elott');
    expect(new URL(page.url()).searchParams.get('playType')).toBe('trad');
  }
  expect(pageErrors).toEqual([]);
});
