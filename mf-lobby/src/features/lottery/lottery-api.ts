import { api } from '@wl/shared';
import type { Game } from '../games/index.ts';

export interface Lottery extends Game {
  prizeMode: 'Lott' | 'Elott';
  latestIssue: string;
  latestNumbers: number[];
  nextDrawTime: string;
}

export interface Draw {
  nodeId: number;
  gameId: string;
  gameName: string;
  prizeMode: string;
  issue: string;
  numbers: number[];
  drawTime: string;
}

export interface SubOrder {
  subOrderId: number;
  playName: string;
  betContent: string;
  amount: number;
  odds: number;
  status: string;
  winAmount: number;
  cancellable: boolean;
}

export interface Order {
  orderId: number;
  nodeId: number;
  gameName: string;
  prizeMode: string;
  issue: string;
  createdAt: string;
  amount: number;
  winAmount: number;
  status: string;
  subOrderCount?: number;
  subOrders?: SubOrder[];
}

export async function fetchLotteries(prizeMode: string): Promise<Lottery[]> {
  return (await api.get<{ list: Lottery[] }>('/lgw/games/lottery', { silent: true, params: { prizeMode } })).list ?? [];
}

export async function fetchOpened(nodeId?: string): Promise<Draw[]> {
  return (await api.get<{ list: Draw[] }>('/lgw/vn/numeros/opened/game', { silent: true, params: nodeId ? { nodeId } : {} })).list ?? [];
}

export const fetchOrders = (pageNo: number) =>
  api.get<{ list: Order[]; pageNum: number; totalPages: number }>('/lgw/orders', { silent: true, params: { pageNo, pageSize: 10 } });
export const fetchOrder = (orderId: number) => api.get<Order>('/lgw/orders/detail', { silent: true, params: { orderId } });
/** The stake comes back to the wallet: one idempotency key per logical cancel, kept across a network retry. */
export const cancelSubOrders = (orderId: number, subOrderIds: number[], idempotencyKey?: string) =>
  api.post<Order & { refund: number }>('/lgw/orders/suborders/cancel', { orderId, subOrderIds }, { idempotencyKey });
