import { type FakeCall, answerRoutes } from '@wl/jest/msw-routes';
import { fetchUnreadCount, resetMemberApiCaches } from './member-api.ts';
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
