import { devMemberRoute, invalidDevBody as invalid } from '../../routes/dev-input.ts';
import type { Route } from '../../server/route.ts';
import { dhakaDay } from '../../records/period.ts';
import { isAgentType } from '../agent-guard.ts';
import { CONTRACT_KINDS, type ContractKind } from '../repo/contract-terms.ts';
import { pendingKinds } from '../repo/contracts.ts';
import { OFFER_TERMS } from '../seed/seed-contracts.ts';

export const devAgentRoutes: Route[] = [
  // Dev only: contract offers for an agent (a fresh one from POST /dev/members with type 1, so that an
  // end-to-end test answering them leaves the seeded agent01 alone). Body { username, kinds? } (default
  // all three); a kind already waiting is left as it is. From its upline, or the platform.
  devMemberRoute(
    '/dev/agent/offers',
    { admits: (member) => isAgentType(member.type), refusal: 'username must name an agent (a member of type 1, 2, 41, 42, ...)' },
    (ctx, agent, body) => {
      const kinds = body.kinds === undefined ? CONTRACT_KINDS : body.kinds;
      if (!Array.isArray(kinds) || kinds.some((k) => !CONTRACT_KINDS.includes(k as ContractKind)))
        throw invalid(`kinds must be a list of ${CONTRACT_KINDS.join(', ')}`);
      const waiting = pendingKinds(ctx.db, agent.id);
      const offer = ctx.db.prepare(`INSERT INTO agent_contracts (agent_id, offered_by, kind, status, terms, start_day, end_day, offered_at)
        VALUES (?, ?, ?, 'PENDING', ?, ?, ?, ?)`);
      const today = dhakaDay(ctx.now);
      for (const kind of kinds as ContractKind[]) {
        if (!waiting.includes(kind))
          offer.run(agent.id, agent.upline_id, kind, JSON.stringify(OFFER_TERMS[kind]), today, today + 364, ctx.now);
      }
      return { username: agent.username, pending: pendingKinds(ctx.db, agent.id) };
    },
  ),
];
