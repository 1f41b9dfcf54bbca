// Tests only: the shell's layout at an address as the app composes it (the page itself a stand-in that shows where
// the router is), and the platform's answers for a member's header.
import { render } from '@testing-library/react';
import { answerRoutes, type FakeRoutes } from '@wl/jest/msw-routes';
import { MemoryRouter, Route, Routes, useLocation, useSessionStore } from '@wl/kit';
import { ShellLayout } from '../layout/shell-layout.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** The layout at the last of these addresses, the others behind it in history. */
export function renderLayoutAt(...history: string[]) {
  return render(
    <MemoryRouter initialEntries={history} initialIndex={history.length - 1}>
      <Routes>
        <Route element={<ShellLayout />}>
          <Route path="*" element={<Where />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

/** The member's details the platform answers in these tests. */
export const MEMBER_DETAILS = {
  id: 1,
  account: 'rahim01',
  userName: 'rahim01',
  nickname: 'Rahim',
  regDate: '2026-01-01',
  type: 0,
  toUpline: true,
  vipLevel: 2,
  vipLabel: 'VIP2',
  avatarUrl: '/assets/img/avatar/1.svg',
};

/**
 * A member's details, balance and unread count as the platform answers them, and any other answers. The unread count
 * is the same in every test: its call is throttled for 250 ms (member-api.ts), so the next test may get this one.
 */
export const answerMember = (more: FakeRoutes = {}) =>
  answerRoutes({
    'GET /wps/member/info': () => MEMBER_DETAILS,
    'GET /wps/wallets/balance': () => ({ sumBalance: 1000 }),
    'GET /wps/relay/CSP_unreadCount': () => 2,
    ...more,
  });

/** A session of this member type (0 a member, 1 an agent), as a login leaves it. */
export function signIn(type = 0) {
  useSessionStore.getState().setSession({ token: 't', merchantCode: 'BDWL', userName: 'rahim01', type, firstTimeLogin: false });
}
