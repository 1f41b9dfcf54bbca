import { createFirstBannerCache } from '../../scripts/lib/first-banner-cache.ts';
import { expect, test } from '../fixtures/test.ts';
import { fakePlatform, ok } from '../lib/fake-platform.ts';

const banner = (lang: string) => ok([{ url: `/img/banner.${lang}.svg` }, { url: '/img/second.svg' }]);
const platform = () => fakePlatform(createFirstBannerCache, 'getBanners', banner);
const site = { merchantCode: 'BDWL', apiBase: '' };

test('a first page goes without the banner and fetches it; the next pages carry it for each language', async () => {
  const { state, cache } = platform();
  expect(cache.known(site)).toEqual({});
  await cache.settled();
  expect(state.calls).toContain('BN http://127.0.0.1:9/wps/relay/MCSFE_getBanners?groupName=m_home');
  expect(cache.known(site)).toEqual({ bn: '/img/banner.bn.svg', en: '/img/banner.en.svg' });
  // fresh: no call
  const before = state.calls.length;
  cache.known(site);
  expect(state.calls).toHaveLength(before);
});

test('a stale banner is still given while it is fetched again; a failed fetch forgets it', async () => {
  const { state, cache } = platform();
  cache.known(site);
  await cache.settled();
  state.clock = 5000;
  state.down = true;
  expect(cache.known(site).bn).toBe('/img/banner.bn.svg');
  await cache.settled();
  expect(cache.known(site)).toEqual({});
});

test('no banner is known where the platform names image CDNs (the app picks one at random), nor without a merchant', async () => {
  const { state, cache } = platform();
  state.cdns = ['img.example'];
  cache.known(site);
  await cache.settled();
  expect(cache.known(site)).toEqual({});
  expect(cache.known({ apiBase: '' })).toEqual({});
});
