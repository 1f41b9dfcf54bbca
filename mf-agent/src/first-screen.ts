// The pages whose first screen the server's HTML paints, rendered by this remote's build from the pages themselves
// (decision 052), for an agent (decision 067): the team's overview and profit and loss open on today's figures, whose
// first render is the period's choices and the figures' reserved box; the page's largest paint is the header's title.
import type { Prerender } from '@wl/build';

export const prerender: Prerender = {
  agentTeamOverview: { audience: 'member' },
  agentTeamPnl: { audience: 'member' },
};
