import * as v from 'valibot';
import { defineCall, relay } from '../call.ts';

/**
 * The contract offers waiting for this agent's answer, one flag a kind (spec section 7: contract request
 * reply). The agent home lists it (agent-home.ts); the lobby's home reads it for its prompts, alone, so that
 * its chunk carries this schema only.
 */
export const contractRequestsCall = defineCall({
  name: 'COMM3_contractRequests',
  method: 'GET',
  path: relay('COMM3_contractRequests'),
  moduleId: 'COMM3',
  value: v.object({ dailysalreqtype: v.number(), divtypecompperiodreq: v.number(), contracthoursalreq: v.number() }),
});

export type ContractRequests = v.InferOutput<typeof contractRequestsCall.value>;
