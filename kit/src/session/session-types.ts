// what the browser keeps of a login: the contract's, as the e2e tests that seed a session write it too
export type { SessionInfo } from '@wl/platform-contract';

export interface MemberInfo {
  id: number;
  account: string;
  userName: string;
  nickname?: string | null;
  regDate: string;
  type: number;
  toUpline?: boolean;
  vipLevel?: number;
}

export interface Wallet {
  sumBalance: number;
}

// the account types' rules, which the page's HTML reads too (@wl/plain/accounts)
export { isAgentType, isTrialType, NO_DIVIDEND_TYPES, NON_AGENT_TYPES } from '@wl/plain/accounts';
