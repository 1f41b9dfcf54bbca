// A 5.x release reads the member's figures beside the session in one store (mf-agent 2.0.1's home reads
// `useSessionStore()` whole, mf-member 2.1.0's inbox calls `setUnreadCount`): the facade's store shows the kit's session
// and the kit's member queries, and writes to them (decision 074).
import { act, renderHook } from '@testing-library/react';
import {
  displayName,
  loadWallet,
  MEMBER_KEYS,
  queryCache,
  useDisplayName,
  useSessionStore as useKitSession,
  useUnreadCount,
} from '@wl/kit';
import { answerRoutes } from '@wl/jest/msw-routes';
import { waitFor } from '@testing-library/react';
import { useSessionStore } from './session-store-5.ts';

const session = { token: 't', merchantCode: 'BDWL', userName: 'rahim01', type: 1, firstTimeLogin: false };
const detail = {
  id: 1,
  account: 'rahim',
  userName: 'rahim01',
  nickname: 'Rahim',
  regDate: '',
  type: 1,
  toUpline: false,
  vipLevel: 0,
  vipLabel: 'VIP0',
  avatarUrl: '',
};

beforeEach(() => {
  act(() => useKitSession.getState().clearSession());
  queryCache.clear();
});

it("shows the kit's session and the member's queries, and forgets them with the session", async () => {
  let answer: () => void = () => {};
  answerRoutes({ 'GET /wps/wallets/balance': () => new Promise((resolve) => (answer = () => resolve({ sumBalance: 1250.5 }))) });
  const old = renderHook(() => useSessionStore());
  act(() => useKitSession.getState().setSession(session));
  expect(old.result.current.session).toEqual(session);
  act(() => void loadWallet());
  await waitFor(() => expect(old.result.current.walletLoading).toBe(true));
  answer();
  await waitFor(() => expect(old.result.current).toMatchObject({ wallet: { sumBalance: 1250.5 }, walletLoading: false }));
  act(() => queryCache.setData(MEMBER_KEYS.member, () => detail));
  await waitFor(() => expect(displayName(old.result.current)).toBe('Rahim'));
  act(() => useKitSession.getState().clearSession());
  expect(old.result.current).toMatchObject({ session: null, member: null, wallet: null, unreadCount: 0 });
});

it("writes a 5.x part's figures where the kit's parts read them", async () => {
  answerRoutes({ 'GET /wps/relay/CSP_unreadCount': () => 4, 'GET /wps/member/info': () => detail });
  act(() => useKitSession.getState().setSession(session));
  const kitParts = renderHook(() => ({ unread: useUnreadCount(), name: useDisplayName() }));
  await waitFor(() => expect(kitParts.result.current).toEqual({ unread: 4, name: 'Rahim' }));
  act(() => useSessionStore.getState().setUnreadCount(0));
  act(() => useSessionStore.getState().setMember({ ...detail, nickname: 'Rahim Uddin' }));
  await waitFor(() => expect(kitParts.result.current).toEqual({ unread: 0, name: 'Rahim Uddin' }));
  expect(useSessionStore.getState()).toMatchObject({ unreadCount: 0, member: { nickname: 'Rahim Uddin' } });
  // the session's own actions are the kit's
  act(() => useSessionStore.getState().clearSession());
  expect(useKitSession.getState().session).toBeNull();
});
