import { type FakeCall, answerRoutes } from '@wl/jest/msw-routes';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useDataScope } from '../data/data-scope.ts';
import { queryCache } from '../data/query-cache.ts';
import { events } from '../events/event-bus.ts';
import { fetchUnreadCount, loadWallet, MEMBER_KEYS, useDisplayName, useUnreadCount, useWallet } from './member-api.ts';
import { useSessionStore } from './session-store.ts';

let calls: FakeCall[] = [];
beforeEach(() => {
  useSessionStore.getState().clearSession();
  queryCache.clear();
  calls = answerRoutes({ 'GET /wps/relay/CSP_unreadCount': () => 3 });
});
afterEach(() => jest.restoreAllMocks());

const login = (type: number, userName = 'u') =>
  act(() => useSessionStore.getState().setSession({ token: `t-${userName}`, merchantCode: 'BDWL', userName, type, firstTimeLogin: false }));
const unreadShown = () => queryCache.snapshot<number>(MEMBER_KEYS.unreadCount).data;

describe('unread count', () => {
  it('makes one call for asks within 250 ms, a new one after', async () => {
    login(0);
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    await Promise.all([fetchUnreadCount(), fetchUnreadCount()]);
    now += 249;
    await fetchUnreadCount();
    expect(calls).toHaveLength(1);
    now += 2;
    await expect(fetchUnreadCount()).resolves.toBe(3);
    expect(calls).toHaveLength(2);
    expect(unreadShown()).toBe(3);
  });

  it("asks again for another member at once, and one member's late answer never shows to the next", async () => {
    let answer: (count: number) => void = () => {};
    calls = answerRoutes({
      'GET /wps/relay/CSP_unreadCount': ({ request }) =>
        request.headers.get('authorization') === 't-a' ? new Promise((resolve) => (answer = resolve)) : 7,
    });
    login(0, 'a');
    const late = fetchUnreadCount();
    await waitFor(() => expect(calls).toHaveLength(1));
    // another member signs in on the phone at once: their own count, not the one out for the member before
    login(0, 'b');
    await expect(fetchUnreadCount()).resolves.toBe(7);
    answer(3);
    // the member's keys went with them: their ask ends without a count to show
    await expect(late).rejects.toBeDefined();
    expect(unreadShown()).toBe(7);
    expect(calls).toHaveLength(2);
  });

  it('is not fetched for trial accounts (type 4) or guests', async () => {
    await expect(fetchUnreadCount()).resolves.toBe(0);
    login(4);
    await expect(fetchUnreadCount()).resolves.toBe(0);
    const { result } = renderHook(() => useUnreadCount());
    expect(result.current).toBe(0);
    expect(calls).toHaveLength(0);
  });

  it('asks again after a sign-out, for the same member within 250 ms too', async () => {
    login(0);
    await fetchUnreadCount();
    act(() => useSessionStore.getState().clearSession());
    login(0);
    await expect(fetchUnreadCount()).resolves.toBe(3);
    expect(calls).toHaveLength(2);
  });

  it('follows an answer that carries it (the inbox)', async () => {
    login(0);
    const { result } = renderHook(() => useUnreadCount());
    await waitFor(() => expect(result.current).toBe(3));
    queryCache.setData<number>(MEMBER_KEYS.unreadCount, () => 0);
    await waitFor(() => expect(result.current).toBe(0));
  });
});

describe('the balance', () => {
  /** Each reload's answer held until the test lets it go, by the session's token. */
  function heldBalances() {
    const release: Record<string, (sum: number) => void> = {};
    const asked = answerRoutes({
      'GET /wps/wallets/balance': ({ request }) =>
        new Promise((resolve) => {
          release[request.headers.get('authorization')!] = (sum) => resolve({ sumBalance: sum });
        }),
    });
    /** the answer to the session's reload, once it has been asked: taken, so that its next reload waits anew */
    const released = async (token: string) => {
      await waitFor(() => expect(release[token]).toBeDefined());
      const answer = release[token]!;
      delete release[token];
      return answer;
    };
    return { asked, released };
  }

  it("of a member who signs out while it loads is not shown, and the next member's reload is its own call", async () => {
    const { asked, released } = heldBalances();
    login(0, 'a');
    const shown = renderHook(() => useWallet());
    (await released('t-a'))(0);
    await waitFor(() => expect(shown.result.current).toEqual({ wallet: { sumBalance: 0 }, loading: false }));
    const late = loadWallet();
    await waitFor(() => expect(shown.result.current.loading).toBe(true));
    const lateAnswer = await released('t-a');
    // a's reload is still out when a signs out and b signs in: b's reload does not join it
    act(() => useSessionStore.getState().clearSession());
    expect(shown.result.current).toEqual({ wallet: null, loading: false });
    login(0, 'b');
    const own = loadWallet();
    await waitFor(() => expect(shown.result.current).toEqual({ wallet: null, loading: true }));
    lateAnswer(5000);
    await expect(late).rejects.toBeDefined();
    (await released('t-b'))(20);
    await waitFor(() => expect(shown.result.current).toEqual({ wallet: { sumBalance: 20 }, loading: false }));
    await expect(own).resolves.toEqual({ sumBalance: 20 });
    expect(asked.map((call) => call.request.headers.get('authorization'))).toEqual(['t-a', 't-a', 't-b']);
  });

  it('joins a second tap to the reload running for the same member', async () => {
    const { asked, released } = heldBalances();
    login(0, 'a');
    const one = loadWallet();
    const two = loadWallet();
    (await released('t-a'))(7);
    await expect(Promise.all([one, two])).resolves.toEqual([{ sumBalance: 7 }, { sumBalance: 7 }]);
    expect(asked).toHaveLength(1);
  });

  it('is asked again when a part reports a money move (wallet:refresh), as every key holding MONEY_KEY', async () => {
    const { asked, released } = heldBalances();
    login(0, 'a');
    const shown = renderHook(() => useWallet());
    (await released('t-a'))(10);
    await waitFor(() => expect(shown.result.current.wallet).toEqual({ sumBalance: 10 }));
    events.emit('wallet:refresh');
    (await released('t-a'))(4);
    await waitFor(() => expect(shown.result.current.wallet).toEqual({ sumBalance: 4 }));
    expect(asked).toHaveLength(2);
  });
});

describe('a language switch', () => {
  it("asks again for the member's details alone (the VIP level's name is in its language), and every figure stays", async () => {
    const asked = answerRoutes({
      'GET /wps/member/info': () => ({
        ...{ id: 1, account: 'a', userName: 'a', nickname: 'Ana', regDate: '2026-01-01T00:00:00Z', type: 0 },
        ...{ toUpline: false, vipLevel: 0, vipLabel: 'VIP 0', avatarUrl: '/a.svg' },
      }),
      'GET /wps/wallets/balance': () => ({ sumBalance: 10 }),
      'GET /wps/relay/CSP_unreadCount': () => 3,
    });
    const paths = () => asked.map((call) => new URL(call.request.url).pathname);
    login(0, 'a');
    const shown = renderHook(() => ({ name: useDisplayName(), wallet: useWallet(), unread: useUnreadCount() }));
    const figures = { name: 'Ana', wallet: { wallet: { sumBalance: 10 }, loading: false }, unread: 3 };
    await waitFor(() => expect(shown.result.current).toEqual(figures));
    expect(paths().sort()).toEqual(['/wps/member/info', '/wps/relay/CSP_unreadCount', '/wps/wallets/balance']);
    // the page's data scope takes the new language (the cache's connection, 200 ms after the switch)
    const language = useDataScope.getState().language;
    act(() => useDataScope.setState({ language: language === 'en' ? 'bn' : 'en' }));
    await waitFor(() => expect(asked).toHaveLength(4));
    expect(paths()[3]).toBe('/wps/member/info');
    expect(shown.result.current).toEqual(figures);
    act(() => useDataScope.setState({ language }));
  });
});

describe('the name shown', () => {
  it('is the nickname, else the account, else the login name', async () => {
    const detail = {
      id: 1,
      account: 'demo01acc',
      userName: 'demo01',
      regDate: '',
      type: 0,
      toUpline: false,
      vipLevel: 1,
      vipLabel: 'VIP1',
      avatarUrl: '',
    };
    login(0, 'demo01');
    answerRoutes({ 'GET /wps/member/info': () => ({ ...detail, nickname: 'Rahim' }) });
    const { result } = renderHook(() => useDisplayName());
    // the login name until the details arrive
    expect(result.current).toBe('demo01');
    await waitFor(() => expect(result.current).toBe('Rahim'));
    queryCache.setData(MEMBER_KEYS.member, () => ({ ...detail, nickname: '' }));
    await waitFor(() => expect(result.current).toBe('demo01acc'));
  });
});
