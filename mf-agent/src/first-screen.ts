// The pages whose first screen the server's HTML paints, rendered by this remote's build from the pages themselves
// (decision 052), for an agent (decision 067): the team's overview and profit and loss open on today's figures, whose
// first render is the period's choices and the figures' reserved box; the page's largest paint is the header's title.
// Agent home's largest paint is the balance, written from the agent's own (decision 072).
import type { Prerender } from '@wl/build';

export const prerender: Prerender = {
  agent: {
    audience: 'member',
    // the balance card's shortcuts are the cashier's pages: withdraw's follows its flag
    flags: ['WITHDRAW3'],
    links: [{ key: 'withdraw', flags: ['WITHDRAW3'] }, 'deposit'],
    data: {
      module: './src/features/home/first-screen/home-first-screen-data.ts',
      keep: './src/features/home/first-screen/home-shape.ts',
    },
  },
  agentTeamOverview: { audience: 'member' },
  agentTeamPnl: { audience: 'member' },
};
