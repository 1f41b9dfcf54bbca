// The deposit page's first screen for a member (decision 067): the build renders the form with FRAME_CHANNELS stand-in
// methods, the first an e-wallet with instructions, every part a method can show (deposit-shape.ts keeps and fills them).
import { type DepositChannel, depositCalls } from '@wl/platform-contract/calls/cashier-deposit';
import { queryCache } from '@wl/kit';
import { depositKeys } from '../api/deposit-api.ts';
import { FRAME_CHANNELS } from './deposit-shape.ts';

/** The call whose answer shapes the screen: one of the route's declared calls, which a member's HTML starts. */
export const call = depositCalls.channels.path;

const standIn = (i: number): DepositChannel => ({
  code: `frame-${i}`,
  flow: 'ewallet',
  name: '-',
  logo: '/assets/img/frame-logo.svg',
  min: 100,
  max: 25000,
  quickAmounts: [500, 1000, 2000, 5000],
  windowMinutes: 30,
  receivingNumber: null,
  accountType: null,
  senderPattern: null,
  trxIdPattern: null,
  trxIdExample: null,
  bankVendor: null,
  instructions: '-',
});

export function prime(): string[] {
  queryCache.setData<DepositChannel[]>(depositKeys.channels, () => Array.from({ length: FRAME_CHANNELS }, (_, i) => standIn(i)));
  return [];
}
