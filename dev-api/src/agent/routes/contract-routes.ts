import { ApiError } from '../../http/api-error.ts';
import { textField } from '../../http/body-fields.ts';
import { type Route, sessionRoute } from '../../server/route.ts';
import { agentRoute, NO_DIVIDEND_TYPES } from '../agent-guard.ts';
import type { ContractKind } from '../repo/contract-terms.ts';
import { answerContract, contractsOf, pendingKinds } from '../repo/contracts.ts';

// One address per kind, as the platform's modules split them: daily salary (COMM3 to read,
// DAILYSALCONT3 to answer), dividend (COMM3), hourly salary (HOURSAL3).
const KINDS: [path: string, kind: ContractKind][] = [
  ['/wps/agent/contract/dailySalary', 'DAILY_SALARY'],
  ['/wps/agent/contract/dividend', 'DIVIDEND'],
  ['/wps/agent/contract/hourlySalary', 'HOURLY_SALARY'],
];

const contractKindRoutes = KINDS.flatMap(([path, kind]): Route[] => [
  agentRoute('GET', path, (ctx, agent) => contractsOf(ctx.db, agent.id, kind, ctx.language)),
  // Body: { action: 'ACCEPT' | 'REJECT', contractId? } (without contractId: the offer waiting now).
  agentRoute('POST', path, async (ctx, agent) => {
    const body = await ctx.readBody();
    const action = textField(body, 'action').toUpperCase();
    if (action !== 'ACCEPT' && action !== 'REJECT')
      throw new ApiError(400, 'field_invalid', { value: { fields: [{ field: 'action', problem: action ? 'pattern' : 'required' }] } });
    const idText = textField(body, 'contractId');
    const contractId = idText === '' ? null : Number(idText);
    if (contractId !== null && !Number.isSafeInteger(contractId)) throw new ApiError(404, 'CONTRACT_NOT_FOUND');
    answerContract(ctx.db, agent.id, kind, contractId, action === 'ACCEPT', ctx.now);
    return contractsOf(ctx.db, agent.id, kind, ctx.language);
  }),
]);

export const contractRoutes: Route[] = [
  ...contractKindRoutes,
  // The contract request reply (spec section 3): 1 while an offer of that kind waits for the member's
  // answer, 0 once answered. The home's prompts read it (spec section 4). Types 4, 40, 41, 42: always 0.
  sessionRoute('GET', '/wps/relay/COMM3_contractRequests', (ctx, member) => {
    const kinds = NO_DIVIDEND_TYPES.includes(member.type) ? [] : pendingKinds(ctx.db, member.id);
    return {
      dailysalreqtype: kinds.includes('DAILY_SALARY') ? 1 : 0,
      divtypecompperiodreq: kinds.includes('DIVIDEND') ? 1 : 0,
      contracthoursalreq: kinds.includes('HOURLY_SALARY') ? 1 : 0,
    };
  }),
];
