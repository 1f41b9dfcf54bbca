import { ApiError } from '../../http/api-error.ts';
import { pick } from '../../http/language.ts';
import { session, type Route, type RouteContext, sessionRoute } from '../../server/route.ts';
import { recentDraws } from '../lottery-draws.ts';
import { gameView, type GameRow } from '../repo/game-repo.ts';
import { paging, totalPages } from '../repo/paging.ts';
import { orderNotFound } from './member-game-routes.ts';
import { inLedgerTransaction, postMovement } from '../../ledger/index.ts';

/** At most this many distinct sub-orders in one cancel; an order has a handful. */
const MAX_CANCEL_IDS = 100;

/** The distinct sub-order ids of a cancel body: positive whole numbers (or their digit strings), else 400. */
function subOrderIdsOf(value: unknown): number[] {
  const invalid = new ApiError(400, 'request_body_invalid');
  if (!Array.isArray(value) || value.length === 0) throw invalid;
  const ids = new Set<number>();
  for (const item of value) {
    const id = typeof item === 'string' && /^\d{1,15}$/.test(item) ? Number(item) : item;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw invalid;
    ids.add(id);
    if (ids.size > MAX_CANCEL_IDS) throw invalid;
  }
  return [...ids];
}

/** Prize modes (spec section 3): Lott is the VN lottery (TCG_LOTTO_VN), Elott the SEA one (TCG_SEA); ZY has no games here. */
const PRIZE_MODE_TYPES: Record<string, string> = { LOTT: 'LOTT', ELOTT: 'ELOTT' };
const prizeModeOf = (gameType: string) => (gameType === 'LOTT' ? 'Lott' : 'Elott');

function lotteryGames(ctx: RouteContext, prizeMode: string | null): GameRow[] {
  const type = prizeMode ? PRIZE_MODE_TYPES[prizeMode.toUpperCase()] : null;
  if (prizeMode && !type) return [];
  return ctx.db
    .prepare(`SELECT * FROM lobby_games WHERE game_type ${type ? '= ?' : "IN ('LOTT', 'ELOTT')"} ORDER BY node_id`)
    .all(...(type ? [type] : [])) as unknown as GameRow[];
}

function lotteryView(ctx: RouteContext, row: GameRow) {
  const { draws, nextDrawTime } = recentDraws(row, ctx.now, 1);
  return {
    ...gameView(row),
    prizeMode: prizeModeOf(row.game_type),
    latestIssue: draws[0]!.issue,
    latestNumbers: draws[0]!.numbers,
    nextDrawTime: new Date(nextDrawTime).toISOString(),
  };
}

interface SubOrderRow {
  id: number;
  order_id: number;
  play_name: string;
  bet_content: string;
  amount_paisa: number;
  odds: number;
  status: string;
  win_paisa: number;
}

/** An order's status from its sub-orders: open while any is pending, won when any won. */
function orderStatus(subs: SubOrderRow[]): string {
  if (subs.some((s) => s.status === 'PENDING')) return 'PENDING';
  if (subs.some((s) => s.status === 'WON')) return 'WON';
  if (subs.every((s) => s.status === 'CANCELLED')) return 'CANCELLED';
  return 'LOST';
}

function orderView(
  ctx: RouteContext,
  order: { id: number; node_id: number; issue: string; created_at: number; game_name: string; game_type: string },
) {
  const subs = ctx.db
    .prepare('SELECT * FROM lobby_lottery_suborders WHERE order_id = ? ORDER BY id')
    .all(order.id) as unknown as SubOrderRow[];
  const live = subs.filter((s) => s.status !== 'CANCELLED');
  return {
    orderId: order.id,
    nodeId: order.node_id,
    gameName: order.game_name,
    prizeMode: prizeModeOf(order.game_type),
    issue: order.issue,
    createdAt: new Date(order.created_at).toISOString(),
    amount: live.reduce((n, s) => n + s.amount_paisa, 0) / 100,
    winAmount: subs.reduce((n, s) => n + s.win_paisa, 0) / 100,
    status: orderStatus(subs),
    subOrders: subs.map((s) => ({
      subOrderId: s.id,
      playName: s.play_name,
      betContent: s.bet_content,
      amount: s.amount_paisa / 100,
      odds: s.odds,
      status: s.status,
      winAmount: s.win_paisa / 100,
      cancellable: s.status === 'PENDING',
    })),
  };
}

function findOrder(ctx: RouteContext, orderId: number) {
  const order = ctx.db
    .prepare(
      'SELECT o.*, g.game_name, g.game_type FROM lobby_lottery_orders o JOIN lobby_games g ON g.node_id = o.node_id WHERE o.id = ? AND o.member_id = ?',
    )
    .get(orderId, session(ctx).member.id) as
    | { id: number; node_id: number; issue: string; created_at: number; game_name: string; game_type: string }
    | undefined;
  if (!order) throw orderNotFound();
  return order;
}

export const lotteryRoutes: Route[] = [
  {
    // The lottery list by prize mode (Lott, Elott); without prizeMode every lottery.
    method: 'GET',
    path: '/lgw/games/lottery',
    handle: (ctx) => ({ list: lotteryGames(ctx, ctx.query.get('prizeMode')?.trim() || null).map((row) => lotteryView(ctx, row)) }),
  },
  {
    method: 'GET',
    path: '/lgw/games/mobile_game_menus',
    handle: (ctx) => [
      {
        prizeMode: 'Lott',
        vendor: 'TCG_LOTTO_VN',
        name: pick(ctx.language, { bn: 'ঐতিহ্যবাহী লটারি', en: 'Traditional lottery' }),
        gameCount: lotteryGames(ctx, 'Lott').length,
      },
      {
        prizeMode: 'Elott',
        vendor: 'TCG_SEA',
        name: pick(ctx.language, { bn: 'বিনোদন লটারি', en: 'Entertainment lottery' }),
        gameCount: lotteryGames(ctx, 'Elott').length,
      },
    ],
  },
  {
    // Opened (drawn) games: the latest draw of every lottery, or the last 10 of one (query nodeId).
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    handle: (ctx) => {
      const nodeId = Number(ctx.query.get('nodeId'));
      const games = lotteryGames(ctx, null).filter((g) => !nodeId || g.node_id === nodeId);
      return {
        list: games.flatMap((game) =>
          recentDraws(game, ctx.now, nodeId ? 10 : 1).draws.map((draw) => ({
            nodeId: game.node_id,
            gameId: game.game_id,
            gameName: game.game_name,
            prizeMode: prizeModeOf(game.game_type),
            issue: draw.issue,
            numbers: draw.numbers,
            drawTime: new Date(draw.drawTime).toISOString(),
          })),
        ),
      };
    },
  },
  sessionRoute('GET', '/lgw/orders', (ctx, member) => {
    const { page, size } = paging(ctx.query, 10);
    const memberId = member.id;
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM lobby_lottery_orders WHERE member_id = ?').get(memberId) as { n: number }).n;
    const rows = ctx.db
      .prepare(`SELECT o.*, g.game_name, g.game_type FROM lobby_lottery_orders o JOIN lobby_games g ON g.node_id = o.node_id
        WHERE o.member_id = ? ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`)
      .all(memberId, size, (page - 1) * size) as {
      id: number;
      node_id: number;
      issue: string;
      created_at: number;
      game_name: string;
      game_type: string;
    }[];
    return {
      list: rows.map((row) => {
        const { subOrders, ...order } = orderView(ctx, row);
        return { ...order, subOrderCount: subOrders.length };
      }),
      pageNum: page,
      totalPages: totalPages(total, size),
    };
  }),
  {
    method: 'GET',
    path: '/lgw/orders/detail',
    auth: true,
    handle: (ctx) => orderView(ctx, findOrder(ctx, Number(ctx.query.get('orderId')))),
  },
  // Body { orderId, subOrderIds: number[] }: only pending sub-orders can be cancelled; each one's stake is
  // refunded through the ledger once, whatever the body repeats, all in one transaction.
  sessionRoute('POST', '/lgw/orders/suborders/cancel', async (ctx, member) => {
    const body = await ctx.readJson();
    const ids = subOrderIdsOf(body.subOrderIds);
    const memberId = member.id;
    const order = findOrder(ctx, Number(body.orderId));
    const refund = inLedgerTransaction(ctx.db, () => {
      // Read under the write lock, so a concurrent cancel of the same sub-order sees it cancelled.
      const subs = ctx.db.prepare('SELECT * FROM lobby_lottery_suborders WHERE order_id = ?').all(order.id) as unknown as SubOrderRow[];
      const chosen = ids.map((id) => subs.find((s) => s.id === id));
      if (chosen.some((s) => s?.status !== 'PENDING')) {
        throw new ApiError(400, 'SUBORDER_NOT_CANCELLABLE');
      }
      const cancel = ctx.db.prepare("UPDATE lobby_lottery_suborders SET status = 'CANCELLED' WHERE id = ? AND status = 'PENDING'");
      let total = 0;
      for (const sub of chosen as SubOrderRow[]) {
        if (cancel.run(sub.id).changes !== 1) throw new Error(`sub-order ${sub.id} changed under the write lock`);
        postMovement(ctx.db, {
          memberId,
          kind: 'lottery_refund',
          amountPaisa: sub.amount_paisa,
          idempotencyKey: `lottery:suborder:${sub.id}:refund`,
          reference: `lottery:${order.id}:${sub.id}`,
          now: ctx.now,
        });
        total += sub.amount_paisa;
      }
      return total;
    });
    return { ...orderView(ctx, order), refund: refund / 100 };
  }),
];
