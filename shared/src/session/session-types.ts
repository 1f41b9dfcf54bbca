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

/** Member types that are not agents (spec section 6). */
export const NON_AGENT_TYPES = [0, 4, 40] as const;
/** Types that skip dividends and contract checks. */
export const NO_DIVIDEND_TYPES = [4, 40, 41, 42] as const;
const TRIAL_TYPE = 4;

export const isAgentType = (type: number) => !(NON_AGENT_TYPES as readonly number[]).includes(type);
export const isTrialType = (type: number) => type === TRIAL_TYPE;
