import { act } from '@testing-library/react';
import { MEMBER_KEYS, type MemberInfo, queryCache } from '@wl/kit';
import { signInAs } from '@wl/testing';
import { answerPlatform, type FakeHandler } from '@wl/testing/platform';

export { answerPlatform };

/** agent01's details, as the platform answers them */
const AGENT01 = {
  id: 1,
  account: 'agent01',
  userName: 'agent01',
  nickname: 'Karim',
  regDate: '2026-01-01',
  type: 1,
  toUpline: false,
  vipLevel: 0,
  vipLabel: 'VIP0',
  avatarUrl: '/assets/img/avatar/1.svg',
};

/**
 * Signs agent01 in as a member of this type (1: an agent), as the shell would have after a login: with the details
 * its start loaded (the member's query, which the greeting reads).
 */
export function signIn(type: number) {
  signInAs(type, 'agent01');
  act(() => queryCache.setData<MemberInfo>(MEMBER_KEYS.member, () => ({ ...AGENT01, type })));
}

export const team = (over: object = {}) => ({
  teamMemberCount: 40,
  teamLoginMemberCount: 11,
  teamBetMemberCount: 6,
  teamRegisterMemberCount: 1,
  teamOnlineCount: 7,
  registrations: 1,
  firstDeposits: 0,
  deposits: 0,
  withdrawals: 700,
  bets: 1160,
  validBets: 1160,
  wins: 97,
  bonuses: 0,
  rebates: 0,
  netProfit: -1063,
  activeMembers: 6,
  ...over,
});

/** An agent home's worth of answers (dev-api CONTRACT section 18). */
export const agentHomeApi: Record<string, FakeHandler> = {
  'GET /wps/wallets/balance': () => ({ sumBalance: 25000.5 }),
  'GET /wps/relay/CSP_unreadCount': () => 1,
  'GET /wps/agent/notices/unreadCount': () => 2,
  'GET /wps/agent/teamInfo': () => ({ startDate: '2026-11-23', endDate: '2026-11-23', footer: team(), days: [], list: [] }),
  'GET /wps/agent/menu': () => ({
    items: [],
    enabledKeys: ['agentTeamOverview', 'memberTeam', 'agentDividend', 'inbox', 'memberNotice', 'salaryContract'],
  }),
  'GET /wps/member/info': () => AGENT01,
  'GET /wps/relay/MCS2_dividendInfo': () => ({ enabled: true, contract: null, current: null, lastSettled: null, paidTotal: 120 }),
};
