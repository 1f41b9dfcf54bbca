// Decision 061: a route's declared call is written as the page writes it, so that the page takes the answer the HTML
// (or a link's intent) started. Each declared call here against the request the page's own fetch sends.
import { fullUrl } from '@wl/plain/address';
import { callParams } from '@wl/plain/calls';
import { i18n, useConfigStore } from '@wl/kit';
import { answerPlatform, type FakeCall } from '@wl/testing/platform';
import { fetchHelp } from './features/help/help-api.ts';
import { preloadNotices } from './features/notices/notices-screen.tsx';
import { fetchPromotion } from './features/promotions/promotions-api.ts';
import { routes } from './routes.ts';
import { lobbyApi } from './test/fixtures.ts';

const declared = (key: string) => routes.routes.find((route) => route.key === key)!.calls![0]!;
/** the address as the page sent it: the path and the query, in its order */
const sent = (call: FakeCall) => {
  const url = new URL(call.request.url);
  return `${url.pathname}${url.search}`;
};
const written = (key: string, search: string, language: string) => {
  const call = declared(key);
  const params = callParams(call, search, { merchant: useConfigStore.getState().config?.merchantCode ?? '', language });
  return params && fullUrl(undefined, call.path, params);
};

describe("the lobby's declared calls are the pages' own", () => {
  afterEach(() => i18n.changeLanguage('bn'));

  it('the help centre, in the platform language of the page', async () => {
    for (const [language, platform] of [
      ['bn', 'BN'],
      ['en', 'EN'],
    ] as const) {
      await i18n.changeLanguage(language);
      const all = answerPlatform(lobbyApi);
      await fetchHelp();
      expect(sent(all[0]!)).toBe(written('help', '', platform));
      expect(written('helpDetail', '?i=2', platform)).toBe(written('help', '', platform));
    }
  });

  it("the notices, with the site's merchant", async () => {
    const all = answerPlatform(lobbyApi);
    await preloadNotices();
    expect(sent(all[0]!)).toBe(written('notice', '', 'BN'));
  });

  it("a promotion, by the address's id; none for an address without one, or with an id no promotion has", async () => {
    const all = answerPlatform(lobbyApi);
    await fetchPromotion('1006');
    expect(sent(all[0]!)).toBe(written('activityDetail', '?id=1006', 'BN'));
    expect(written('activityDetail', '', 'BN')).toBeNull();
    expect(written('activityDetail', '?id=1%20or%201', 'BN')).toBeNull();
  });
});
