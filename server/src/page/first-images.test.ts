// The server's cache of a first screen's images, driven by made-up first screens as a remote publishes them (the
// lobby's own are checked on the composed site: e2e/tests/first-frame.spec.ts).
import { bannerScreen, firstImagesOnFakePlatform, gridScreen, ok } from '../test-fixtures.ts';
import { screenQuery } from './first-images.ts';

const site = { merchantCode: 'BDWL', apiBase: '' };
const banner = (lang: string) => ok([{ url: `/img/banner.${lang}.svg` }, { url: '/img/second.svg' }]);
const item = (n: number, lang: string) => ({ thumb: `/img/item-${n}.${lang}.png` });
const FIRST_ROW_BN = ['/img/item-1.bn.png', '/img/item-2.bn.png', '/img/item-3.bn.png'];
const banners = () => firstImagesOnFakePlatform(bannerScreen.call.path, banner);
const grids = () => firstImagesOnFakePlatform(gridScreen.call.path, (lang) => ok({ items: [1, 2, 3, 4].map((n) => item(n, lang)) }));

describe("the first screens' images (issue 12)", () => {
  it('a banner: a first page goes without it and fetches it; the next pages carry it for each language', async () => {
    const { state, cache } = banners();
    expect(cache.forPage(site, bannerScreen, '')?.images).toEqual({});
    await cache.settled();
    expect(state.calls).toContain(`BN http://127.0.0.1:9${bannerScreen.call.path}?group=k_home`);
    expect(cache.forPage(site, bannerScreen, '')?.images).toEqual({ bn: ['/img/banner.bn.svg'], en: ['/img/banner.en.svg'] });
    // fresh: no call
    const before = state.calls.length;
    cache.forPage(site, bannerScreen, '');
    expect(state.calls).toHaveLength(before);
  });

  it('a stale banner is still given while it is fetched again; a failed fetch forgets it', async () => {
    const { state, cache } = banners();
    cache.forPage(site, bannerScreen, '');
    await cache.settled();
    state.clock = 5000;
    state.down = true;
    expect(cache.forPage(site, bannerScreen, '')?.images.bn).toEqual(['/img/banner.bn.svg']);
    await cache.settled();
    expect(cache.forPage(site, bannerScreen, '')?.images).toEqual({});
  });

  it('a grid: the calls as the page makes them, the first row per language once known, whatever the case of the query', async () => {
    const { state, cache } = grids();
    const first = cache.forPage(site, gridScreen, 'shelf=BOOKS');
    expect(first?.images).toEqual({});
    expect(first?.calls.BN).toContain(`${gridScreen.call.path}?merchant=BDWL&shelf=BOOKS&brand=&language=BN`);
    await cache.settled();
    expect(cache.forPage(site, gridScreen, 'shelf=books')?.images).toEqual({
      bn: FIRST_ROW_BN,
      en: FIRST_ROW_BN.map((u) => u.replace('bn', 'en')),
    });
    const before = state.calls.length;
    cache.forPage(site, gridScreen, 'shelf=BOOKS');
    expect(state.calls).toHaveLength(before);
  });

  it('nothing for a query the page does not publish, without a merchant, or where the platform names image CDNs', async () => {
    const { state, cache } = grids();
    expect(screenQuery(gridScreen, '')).toEqual({ shelf: 'TOYS', brand: '' });
    expect(screenQuery(gridScreen, 'shelf=BOOKS&brand=ACME')).toEqual({ shelf: 'BOOKS', brand: 'ACME' });
    for (const q of ['shelf=GAMES', 'shelf=TOYS&tab=hot', 'brand=%3Cx%3E']) expect(cache.forPage(site, gridScreen, q)).toBeNull();
    expect(cache.forPage({ apiBase: '' }, gridScreen, '')).toBeNull();
    state.cdns = ['img.example'];
    cache.forPage(site, gridScreen, '');
    await cache.settled();
    expect(cache.forPage(site, gridScreen, '')?.images).toEqual({});
  });
});
