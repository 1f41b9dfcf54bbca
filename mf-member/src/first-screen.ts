// The pages whose first screen the server's HTML paints, rendered by this remote's build from the pages themselves
// (decision 052): the member centre, for a member (decision 067). Its header's inbox link and the VIP room's tile
// follow three flags (one render per combination); the member's details fill its summary (decision 060).
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

export const prerender: Prerender = { mine: centre, memberHome: centre };
