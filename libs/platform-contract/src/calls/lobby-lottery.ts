import * as v from 'valibot';
import { defineCall } from '../call.ts';
import { game } from './lobby-games.ts';
import { isoTime, money } from './shapes.ts';

// The lottery hall and the member's lottery orders (dev-api/CONTRACT.md section 15), on the lottery gateway
// (/lgw), not the relay. The lottery data the launch reads (its menus) is lobby-games.ts's: the home loads it.

export const lottery = v.object({
  ...game.entries,
  prizeMode: v.picklist(['Lott', 'Elott']),
  latestIssue: v.string(),
  latestNumbers: v.array(v.number()),
  nextDrawTime: isoTime,
});

export const draw = v.object({
  nodeId: v.number(),
  gameId: v.string(),
  gameName: v.string(),
  prizeMode: v.string(),
  issue: v.string(),
  numbers: v.array(v.number()),
  drawTime: isoTime,
});

export const subOrder = v.object({
  subOrderId: v.number(),
  playName: v.string(),
  betContent: v.string(),
  amount: money,
  odds: v.number(),
  status: v.string(),
  winAmount: money,
  cancellable: v.boolean(),
});

export const order = v.object({
  orderId: v.number(),
  nodeId: v.number(),
  gameName: v.string(),
  prizeMode: v.string(),
  issue: v.string(),
  createdAt: isoTime,
  amount: money,
  winAmount: money,
  status: v.string(),
  /** the list's rows count their sub-orders; the detail lists them */
  subOrderCount: v.optional(v.number()),
  subOrders: v.optional(v.array(subOrder)),
});

export const lotteryGamesCall = defineCall({
  name: 'lotteryGames',
  method: 'GET',
  path: '/lgw/games/lottery',
  query: v.object({ prizeMode: v.string() }),
  value: v.object({ list: v.array(lottery) }),
});

export const lotteryOpenedCall = defineCall({
  name: 'lotteryOpened',
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  /** one game's last ten draws, or every game's last */
  query: v.object({ nodeId: v.optional(v.string()) }),
  value: v.object({ list: v.array(draw) }),
});

export const lotteryOrdersCall = defineCall({
  name: 'lotteryOrders',
  method: 'GET',
  path: '/lgw/orders',
  query: v.object({ pageNo: v.number(), pageSize: v.number() }),
  value: v.object({ list: v.array(order), pageNum: v.number(), totalPages: v.number() }),
});

export const lotteryOrderCall = defineCall({
  name: 'lotteryOrderDetail',
  method: 'GET',
  path: '/lgw/orders/detail',
  query: v.object({ orderId: v.number() }),
  value: order,
});

export const lotteryCancelCall = defineCall({
  name: 'lotteryCancelSubOrders',
  method: 'POST',
  path: '/lgw/orders/suborders/cancel',
  body: v.object({ orderId: v.number(), subOrderIds: v.array(v.number()) }),
  value: v.object({ ...order.entries, refund: money }),
  idempotent: true,
});

export const lobbyLotteryCalls = {
  lotteries: lotteryGamesCall,
  opened: lotteryOpenedCall,
  orders: lotteryOrdersCall,
  order: lotteryOrderCall,
  cancel: lotteryCancelCall,
};

export type Lottery = v.InferOutput<typeof lottery>;
export type Draw = v.InferOutput<typeof draw>;
export type SubOrder = v.InferOutput<typeof subOrder>;
export type Order = v.InferOutput<typeof order>;
