// The pages whose first screen the server's HTML paints, rendered by this remote's build from the pages themselves
// (decision 052), for a member (decision 067): the deposit form, its methods and the first one's instructions filled
// from the merchant's methods, which a member's HTML already asks for (decision 061); the withdraw form, its balance and
// payout accounts filled from its settings and the member's accounts; the deposit and withdrawal records' first rows, from
// their first page (decision 072).
import type { Prerender } from '@wl/build';

export const prerender: Prerender = {
  deposit: {
    audience: 'member',
    data: {
      module: './src/features/deposit/first-screen/deposit-first-screen-data.ts',
      keep: './src/features/deposit/first-screen/deposit-shape.ts',
    },
  },
  withdraw: {
    audience: 'member',
    // the form's link to the withdrawal password's reset is the member remote's route
    links: ['securityCenter'],
    data: {
      module: './src/features/withdraw/first-screen/withdraw-first-screen-data.ts',
      keep: './src/features/withdraw/first-screen/withdraw-shape.ts',
    },
  },
  depositRecord: {
    audience: 'member',
    data: {
      module: './src/features/records/first-screen/deposits-first-screen-data.ts',
      keep: './src/features/records/first-screen/deposits-shape.ts',
    },
  },
  withdrawRecord: {
    audience: 'member',
    data: {
      module: './src/features/records/first-screen/withdrawals-first-screen-data.ts',
      keep: './src/features/records/first-screen/withdrawals-shape.ts',
    },
  },
};
