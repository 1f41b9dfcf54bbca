import {
  lotteryCancelCall,
  lotteryGamesCall,
  lotteryOpenedCall,
  lotteryOrderCall,
  lotteryOrdersCall,
} from '@wl/platform-contract/calls/lobby-lottery';
import { api } from '@wl/kit';

// The lottery hall's and the orders' calls, checked against the platform contract (decision 035).

export type { Order } from '@wl/platform-contract/calls/lobby-lottery';

const silent = { silent: true } as const;

export async function fetchLotteries(prizeMode: string) {
  return (await api.call(lotteryGamesCall, { params: { prizeMode } }, silent)).list;
}

export async function fetchOpened(nodeId?: string) {
  return (await api.call(lotteryOpenedCall, { params: nodeId ? { nodeId } : {} }, silent)).list;
}

export const fetchOrders = (pageNo: number) => api.call(lotteryOrdersCall, { params: { pageNo, pageSize: 10 } }, silent);
export const fetchOrder = (orderId: number) => api.call(lotteryOrderCall, { params: { orderId } }, silent);
/** The stake comes back to the wallet: one idempotency key per logical cancel, kept across a network retry. */
export const cancelSubOrders = (orderId: number, subOrderIds: number[], idempotencyKey?: string) =>
  api.call(lotteryCancelCall, { body: { orderId, subOrderIds } }, { idempotencyKey });
