import type { PlatformCall } from '../call.ts';
import { agentContractCalls } from './agent-contracts.ts';
import { authCalls } from './auth.ts';
import { commissionCalls } from './agent-commission.ts';
import { lobbyContentCalls } from './lobby-content.ts';
import { lobbyGameCalls } from './lobby-games.ts';
import { lobbyHomeCalls } from './lobby-home.ts';
import { lobbyLotteryCalls } from './lobby-lottery.ts';
import { agentHomeCalls } from './agent-home.ts';
import { teamRecordCalls } from './agent-team-records.ts';
import { agentTeamCalls } from './agent-team.ts';
import { cashierRecordCalls } from './cashier-records.ts';
import { depositCalls } from './cashier-deposit.ts';
import { uplineCalls } from './cashier-upline.ts';
import { withdrawCalls } from './cashier-withdraw.ts';
import { memberCentreCalls } from './member-centre.ts';
import { memberClubCalls } from './member-club.ts';
import { feedbackCalls } from './member-feedback.ts';
import { inboxCalls } from './member-inbox.ts';
import { manualRebateCalls } from './member-rebate.ts';
import { protectionCalls } from './member-protection.ts';
import { memberRecordCalls } from './member-records.ts';
import { securityCalls } from './member-security.ts';
import { sessionCalls } from './session.ts';
import { startupCalls } from './startup.ts';
import { registerSettingsCalls } from './register-settings.ts';
import { verificationCalls } from './verification.ts';

/**
 * The contract's calls by area: the dev API answers each area's calls in its own test
 * (dev-api/src/contract/answers-<area>.test.ts), and a test checks that every area has one.
 */
export const PLATFORM_AREAS: Readonly<Record<string, readonly PlatformCall[]>> = {
  cashier: [
    ...Object.values(depositCalls),
    ...Object.values(withdrawCalls),
    ...Object.values(cashierRecordCalls),
    ...Object.values(uplineCalls),
    ...Object.values(verificationCalls),
  ],
  agent: [
    ...Object.values(agentHomeCalls),
    ...Object.values(agentTeamCalls),
    ...Object.values(teamRecordCalls),
    ...Object.values(commissionCalls),
    ...agentContractCalls,
  ],
  auth: Object.values(authCalls),
  /** @wl/kit's own: the start-up and a session's balance, unread count and sign-out */
  shared: [...Object.values(startupCalls), ...Object.values(sessionCalls)],
  lobby: [
    ...Object.values(lobbyHomeCalls),
    ...Object.values(lobbyGameCalls),
    ...Object.values(lobbyLotteryCalls),
    ...Object.values(lobbyContentCalls),
  ],
  member: [
    ...Object.values(memberCentreCalls),
    ...Object.values(memberRecordCalls),
    ...Object.values(manualRebateCalls),
    ...Object.values(memberClubCalls),
    ...Object.values(inboxCalls),
    ...Object.values(feedbackCalls),
    ...Object.values(securityCalls),
    ...Object.values(registerSettingsCalls),
    ...Object.values(protectionCalls),
  ],
};

/**
 * Every call in the contract, for the dev API's checks and the OpenAPI document. The remotes import their
 * area's file instead, so that a bundle carries only its own schemas.
 */
export const PLATFORM_CALLS: readonly PlatformCall[] = Object.values(PLATFORM_AREAS).flat();

/** The call a request goes to, by method and path (query string ignored). */
export function findCall(method: string, path: string): PlatformCall | undefined {
  const bare = path.split('?')[0];
  return PLATFORM_CALLS.find((c) => c.method === method && c.path === bare);
}
