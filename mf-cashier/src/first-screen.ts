// The pages whose first screen the server's HTML paints, rendered by this remote's build from the pages themselves
// (decision 052), for a member (decision 067): the deposit form, its methods and the first one's instructions filled
// from the merchant's methods, which a member's HTML already asks for (decision 061).
import type { Prerender } from '@wl/build';

export const prerender: Prerender = {
  deposit: {
    audience: 'member',
    data: {
      module: './src/features/deposit/first-screen/deposit-first-screen-data.ts',
      keep: './src/features/deposit/first-screen/deposit-shape.ts',
    },
  },
};
