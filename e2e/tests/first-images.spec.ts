// The server's cache of a first screen's images (scripts/lib/first-images.ts), driven by the first screens the
// lobby publishes in its build: the home's first banner and the game list's first row.
import { createFirstImagesCache, screenQuery } from '../../scripts/lib/first-images.ts';
import { expect, test } from '../fixtures/test.ts';
import { fakePlatform, ok } from '../lib/fake-platform.ts';
import { lobbyScreens } from '../lib/first-screens.ts';

const site = { merchantCode: 'BDWL', apiBase: '' };
const { home, gameList } = lobbyScreens();
const banner = (lang: string) => ok([{ url: `/img/banner.${lang}.svg` }, { url: '/img/second.svg' }]);
const icon = (n: number, lang: string) => ({ mobileSmallIcon: `/img/game-${n}.${lang}.png` });
const FIRST_ROW_BN = ['/img/game-1.bn.png', '/img/game-2.bn.png', '/img/game-3.bn.png'];
const banners = () => fakePlatform(createFirstImagesCache, home.call.path, banner);
const lists = () =>
  fakePlatform(createFirstImagesCache, gameList.call.path, (lang) => ok({ games: [1, 2, 3, 4].map((n) => icon(n, lang)) }));

test('the home: a first page goes without the banner and fetches it; the next pages carry it for each language', async () => {
  const { state, cache } = banners();
  expect(cache.forPage(site, home, '')?.images).toEqual({});
  await cache.settled();
  expect(state.calls).toContain(`BN http://127.0.0.1:9${home.call.path}?groupName=m_home`);
  expect(cache.forPage(site, home, '')?.images).toEqual({ bn: ['/img/banner.bn.svg'], en: ['/img/banner.en.svg'] });
  // fresh: no call
  const before = state.calls.length;
  cache.forPage(site, home, '');
  expect(state.calls).toHaveLength(before);
});

test('a stale banner is still given while it is fetched again; a failed fetch forgets it', async () => {
  const { state, cache } = banners();
  cache.forPage(site, home, '');
  await cache.settled();
  state.clock = 5000;
  state.down = true;
  expect(cache.forPage(site, home, '')?.images.bn).toEqual(['/img/banner.bn.svg']);
  await cache.settled();
  expect(cache.forPage(site, home, '')?.images).toEqual({});
});

test('the game list: the calls as the page makes them, the first row per language once known', async () => {
  const { state, cache } = lists();
  const first = cache.forPage(site, gameList, 'gameType=RNG');
  expect(first?.images).toEqual({});
  expect(first?.calls.BN).toContain(`${gameList.call.path}?merchant=BDWL&platform=html5&gameName=&gameType=RNG`);
  await cache.settled();
  expect(cache.forPage(site, gameList, 'gameType=rng')?.images).toEqual({
    bn: FIRST_ROW_BN,
    en: FIRST_ROW_BN.map((u) => u.replace('bn', 'en')),
  });
  const before = state.calls.length;
  cache.forPage(site, gameList, 'gameType=RNG');
  expect(state.calls).toHaveLength(before);
});

test('nothing for a query the page does not publish, without a merchant, or where the platform names image CDNs', async () => {
  const { state, cache } = lists();
  expect(screenQuery(gameList, '')).toEqual({ gameType: 'RNG', vendor: '' });
  expect(screenQuery(gameList, 'gameType=FISH&vendor=JILI')).toEqual({ gameType: 'FISH', vendor: 'JILI' });
  for (const q of ['gameType=SPORTS', 'gameType=RECENT', 'gameType=INHOUSE', 'gameType=RNG&tab=hot', 'vendor=%3Cx%3E']) {
    expect(cache.forPage(site, gameList, q)).toBeNull();
  }
  expect(cache.forPage({ apiBase: '' }, gameList, '')).toBeNull();
  state.cdns = ['img.example'];
  cache.forPage(site, gameList, '');
  await cache.settled();
  expect(cache.forPage(site, gameList, '')?.images).toEqual({});
});
