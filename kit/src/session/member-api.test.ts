import { type FakeCall, answerRoutes } from '@wl/jest/msw-routes';
import { waitFor } from '@testing-library/react';
import { fetchUnreadCount, loadWallet, resetMemberApiCaches } from './member-api.ts';
import { useSessionStore } from './session-store.ts';

let calls: FakeCall[] = [];
beforeEach(() => {
  resetMemberApiCaches();
  calls = answerRoutes({ 'GET /wps/relay/CSP_unreadCount': () => 3 });
});

const login = (type: number, token = 't') =>
  useSessionStore.getState().setSession({ token, merchantCode: 'BDWL', userName: 'u', type, firstTimeLogin: false });

describe('unread count', () => {
  it('makes one call for asks within 250 ms, a new one after', async () => {
    login(0);
    let now = 1000;
    const clock = () => now;
    await Promise.all([fetchUnreadCount(clock), fetchUnreadCount(clock)]);
    now += 249;
    await fetchUnreadCount(clock);
    expect(calls).toHaveLength(1);
    now += 1;
    await expect(fetchUnreadCount(clock)).resolves.toBe(3);
    expect(calls).toHaveLength(2);
    expect(useSessionStore.getState().unreadCount).toBe(3);
  });

  it('asks again for another session within the 250 ms, and shows no count of a session that has ended', async () => {
    let now = 1000;
    const clock = () => now;
    calls = answerRoutes({ 'GET /wps/relay/CSP_unreadCount': ({ request }) => (request.headers.get('authorization') === 'a' ? 3 : 7) });
    login(0, 'a');
    await expect(fetchUnreadCount(clock)).resolves.toBe(3);
    // another member signs in on the phone at once: their own count, not the one before
    login(0, 'b');
    now += 10;
    await expect(fetchUnreadCount(clock)).resolves.toBe(7);
    expect(useSessionStore.getState().unreadCount).toBe(7);
    expect(calls).toHaveLength(2);
    // an answer that arrives after its session has gone leaves the next session's count as it is
    const late = fetchUnreadCount(() => 5000);
    login(0, 'a');
    await late;
    expect(useSessionStore.getState().unreadCount).toBe(0);
  });

  it('is not fetched for trial accounts (type 4) or guests', async () => {
    useSessionStore.getState().clearSession();
    await expect(fetchUnreadCount()).resolves.toBe(0);
    login(4);
    await expect(fetchUnreadCount()).resolves.toBe(0);
    expect(calls).toHaveLength(0);
  });
});

describe('after a sign-out', () => {
  it('asks for the count again, even for the same token within 250 ms', async () => {
    let now = 1000;
    const clock = () => now;
    login(0);
    await fetchUnreadCount(clock);
    useSessionStore.getState().clearSession();
    login(0);
    now += 10;
    await expect(fetchUnreadCount(clock)).resolves.toBe(3);
    expect(calls).toHaveLength(2);
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

  it("of a session that ends while it loads is not shown, and the next member's reload is its own call", async () => {
    const { asked, released } = heldBalances();
    login(0, 'a');
    const first = loadWallet();
    await (await released('a'))(0);
    await first;
    const late = loadWallet();
    const lateAnswer = await released('a');
    // a's reload is still out when a signs out and b signs in: b's reload does not join it
    useSessionStore.getState().clearSession();
    login(0, 'b');
    const own = loadWallet();
    expect(own).not.toBe(late);
    lateAnswer(5000);
    await late;
    expect(useSessionStore.getState().wallet).toBeNull();
    expect(useSessionStore.getState().walletLoading).toBe(true);
    await (await released('b'))(20);
    await expect(own).resolves.toEqual({ sumBalance: 20 });
    expect(useSessionStore.getState().wallet).toEqual({ sumBalance: 20 });
    expect(useSessionStore.getState().walletLoading).toBe(false);
    expect(asked.map((call) => call.request.headers.get('authorization'))).toEqual(['a', 'a', 'b']);
  });

  it('joins a second tap to the reload running for the same session', async () => {
    const { asked, released } = heldBalances();
    login(0, 'a');
    const one = loadWallet();
    expect(loadWallet()).toBe(one);
    (await released('a'))(7);
    await expect(one).resolves.toEqual({ sumBalance: 7 });
    expect(asked).toHaveLength(1);
  });
});
