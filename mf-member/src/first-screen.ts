// The pages whose first screen the server's HTML paints, rendered by this remote's build from the pages themselves
// (decision 052), for a member (decision 067): the member centre, whose header's inbox link and VIP room's tile follow
// three flags (one render per combination) and whose summary the member's details fill (decision 060); the inbox,
// filled from its first page; the account record's first rows, written as the page writes them (decision 072).
import type { Prerender, PrerenderOptions } from '@wl/build';

const centre: PrerenderOptions = {
  audience: 'member',
  flags: ['MAILCEN', 'MEMCLUB3', 'VIPROOM3'],
  // the header's settings link is the auth remote's route
  links: ['settings'],
  data: {
    module: './src/features/member-centre/first-screen/centre-first-screen-data.ts',
    keep: './src/features/member-centre/first-screen/centre-shape.ts',
  },
};

const inbox: PrerenderOptions = {
  audience: 'member',
  data: {
    module: './src/features/inbox/first-screen/inbox-first-screen-data.ts',
    keep: './src/features/inbox/first-screen/inbox-shape.ts',
  },
};

const transactions: PrerenderOptions = {
  audience: 'member',
  data: {
    module: './src/features/records/first-screen/transactions-first-screen-data.ts',
    keep: './src/features/records/first-screen/transactions-shape.ts',
  },
};

export const prerender: Prerender = { mine: centre, memberHome: centre, inbox, transactionRecord: transactions };
