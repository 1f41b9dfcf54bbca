import { i18n } from '../i18n/i18n.ts';
import { useSessionStore } from '../session/session-store.ts';
import type { MemberInfo, SessionInfo } from '../session/session-types.ts';
import { MEMBER_KEYS } from '../session/member-api.ts';
import { useDataScope } from './data-scope.ts';
import { persistedCacheOf } from './local-caches.ts';
import { createQueryCache } from './query-cache.ts';

const NOTICE_KEY = ['lobby', 'announcements', 'B', 'm_home'];
const member = (userName: string): SessionInfo => ({
  token: `tok-${userName}`,
  merchantCode: 'BDWL',
  userName,
  type: 0,
  firstTimeLogin: false,
});
const info = (userName: string): MemberInfo =>
  ({ id: 7, account: userName, userName, nickname: `${userName} nick`, regDate: '2024-01-01', type: 0 }) as MemberInfo;

afterEach(async () => {
  useSessionStore.getState().clearSession();
  localStorage.clear();
  await i18n.changeLanguage('bn');
  useDataScope.setState({ language: 'bn' });
});

describe('the local caches of spec section 9', () => {
  it('keep only the notice, the game types, the lotteries and the member info among the queries', () => {
    expect(persistedCacheOf(NOTICE_KEY)).toBe('notice');
    expect(persistedCacheOf(['lobby', 'vendor-data'])).toBe('gameTypes');
    expect(persistedCacheOf(['lobby', 'lottery', 'list', 'all'])).toBe('lotteries');
    expect(persistedCacheOf(['lobby', 'banners'])).toBeNull();
    expect(persistedCacheOf(['lobby', 'lottery', 'orders', 1])).toBeNull();
    expect(persistedCacheOf(MEMBER_KEYS.member)).toBe('memberInfo');
    expect(persistedCacheOf(MEMBER_KEYS.wallet)).toBeNull();
  });

  it('show kept data at once on the next visit, stale, so that it is fetched again behind it', async () => {
    await createQueryCache().fetch(NOTICE_KEY, async () => [{ title: 'Welcome' }]);
    const nextVisit = createQueryCache();
    expect(nextVisit.snapshot(NOTICE_KEY)).toEqual(
      expect.objectContaining({ status: 'success', data: [{ title: 'Welcome' }], updatedAt: 0 }),
    );
    await nextVisit.fetch(NOTICE_KEY, async () => [{ title: 'Fresh' }]);
    expect(nextVisit.snapshot(NOTICE_KEY).data).toEqual([{ title: 'Fresh' }]);
    expect(createQueryCache().snapshot(NOTICE_KEY).data).toEqual([{ title: 'Fresh' }]);
  });

  it('keep nothing of other queries, and never a token', async () => {
    useSessionStore.getState().setSession(member('demo01'));
    const cache = createQueryCache();
    await cache.fetch(['lobby', 'banners'], async () => ['b1']);
    await cache.fetch(NOTICE_KEY, async () => ['n1']);
    expect(createQueryCache().snapshot(['lobby', 'banners']).status).toBe('pending');
    expect(JSON.stringify({ ...localStorage })).not.toContain('tok-demo01');
  });

  it("show one member's kept data to nobody else, and data of one language in no other", async () => {
    useSessionStore.getState().setSession(member('demo01'));
    await createQueryCache().fetch(NOTICE_KEY, async () => ['for demo01']);
    useSessionStore.getState().setSession(member('demo02'));
    expect(createQueryCache().snapshot(NOTICE_KEY).status).toBe('pending');
    useSessionStore.getState().clearSession();
    expect(createQueryCache().snapshot(NOTICE_KEY).status).toBe('pending');

    await createQueryCache().fetch(NOTICE_KEY, async () => ['বাংলা']);
    // the page's data scope takes a new language (the cache's connection, 200 ms after a switch)
    useDataScope.setState({ language: 'en' });
    expect(createQueryCache().snapshot(NOTICE_KEY).status).toBe('pending');
  });

  it("keep an answer as its own language's when it arrives after a switch, not as the new one's", async () => {
    let answer: (notices: string[]) => void = () => {};
    const asked = createQueryCache().fetch(NOTICE_KEY, () => new Promise<string[]>((resolve) => (answer = resolve)));
    await i18n.changeLanguage('en');
    answer(['বাংলা']);
    await asked;
    // the next visit, in Bengali, shows it; one in English does not
    await i18n.changeLanguage('bn');
    expect(createQueryCache().snapshot(NOTICE_KEY).data).toEqual(['বাংলা']);
    await i18n.changeLanguage('en');
    useDataScope.setState({ language: 'en' });
    expect(createQueryCache().snapshot(NOTICE_KEY).status).toBe('pending');
  });

  it('are not read or written by a cache that opts out', async () => {
    await createQueryCache({ persist: false }).fetch(NOTICE_KEY, async () => ['n']);
    expect(createQueryCache().snapshot(NOTICE_KEY).status).toBe('pending');
  });
});

describe('the kept member info', () => {
  it('shows at once when the same member comes back, and to no other member', async () => {
    useSessionStore.getState().setSession(member('demo01'));
    await createQueryCache().fetch(MEMBER_KEYS.member, async () => info('demo01'));
    // the next visit: a new page's cache, the session read back
    expect(createQueryCache().snapshot(MEMBER_KEYS.member).data).toEqual(info('demo01'));
    useSessionStore.getState().setSession(member('demo02'));
    expect(createQueryCache().snapshot(MEMBER_KEYS.member).data).toBeUndefined();
  });

  it('is gone on sign-out', async () => {
    useSessionStore.getState().setSession(member('demo01'));
    await createQueryCache().fetch(MEMBER_KEYS.member, async () => info('demo01'));
    useSessionStore.getState().clearSession();
    useSessionStore.getState().setSession(member('demo01'));
    expect(createQueryCache().snapshot(MEMBER_KEYS.member).data).toBeUndefined();
    expect(Object.keys({ ...localStorage }).filter((k) => k.startsWith('wl.cache.'))).toEqual([]);
  });
});
