import { ApiError } from '../../http/api-error.ts';
import { textField } from '../../http/body-fields.ts';
import { session, type Route, type RouteContext, sessionRoute } from '../../server/route.ts';
import { findGameByNode, findVendor, gameView, type GameRow } from '../repo/game-repo.ts';
import { paging, totalPages } from '../repo/paging.ts';
import { gameNotFound } from './game-routes.ts';

/** The game a favourite or recent call names: body or query nodeId (the vendor, when sent, must match). */
async function targetGame(ctx: RouteContext, fromBody: boolean): Promise<GameRow> {
  const body = fromBody ? await ctx.readBody().catch(() => ({}) as Record<string, unknown>) : {};
  const nodeId = Number(textField(body, 'nodeId') || ctx.query.get('nodeId'));
  const vendor = (textField(body, 'vendor') || ctx.query.get('vendor') || '').toUpperCase();
  const game = Number.isInteger(nodeId) ? findGameByNode(ctx.db, nodeId) : undefined;
  if (!game || (vendor && vendor !== game.vendor)) throw gameNotFound();
  return game;
}

const gameType = (ctx: RouteContext) => {
  const type = ctx.query.get('gameType')?.trim().toUpperCase() ?? '';
  return type === '' || type === 'ALL' ? null : type;
};

/** A page of the member's favourite or recent games, latest first, of one game type or all, each with its favourite mark. */
function memberGamesPage(
  ctx: RouteContext,
  list: { table: 'lobby_favourites' | 'lobby_recent'; latest: 'created_at' | 'played_at' },
  { page, size }: { page: number; size: number },
) {
  const { member } = session(ctx);
  const type = gameType(ctx);
  const args = type ? [member.id, type] : [member.id];
  const from = `FROM ${list.table} l JOIN lobby_games g ON g.node_id = l.node_id WHERE l.member_id = ? ${type ? 'AND g.game_type = ?' : ''}`;
  const total = (ctx.db.prepare(`SELECT COUNT(*) AS n ${from}`).get(...args) as { n: number }).n;
  const rows = ctx.db
    .prepare(`SELECT g.*, EXISTS (SELECT 1 FROM lobby_favourites f WHERE f.member_id = l.member_id AND f.node_id = g.node_id) AS fav
      ${from} ORDER BY l.${list.latest} DESC, g.node_id LIMIT ? OFFSET ?`)
    .all(...args, size, (page - 1) * size) as unknown as (GameRow & { fav: number })[];
  return { games: rows.map((row) => gameView(row, row.fav === 1)), pageNum: page, totalPages: totalPages(total, size), total };
}

function listFavourites(ctx: RouteContext) {
  const { games, ...pages } = memberGamesPage(ctx, { table: 'lobby_favourites', latest: 'created_at' }, paging(ctx.query, 26));
  return { content: games, ...pages };
}

export const memberGameRoutes: Route[] = [
  // Favourites: one address, three methods (spec section 7: add POST, remove DELETE, list GET).
  { method: 'GET', path: '/wps/relay/MCSFE_favoriteGames', auth: true, handle: listFavourites },
  sessionRoute('POST', '/wps/relay/MCSFE_favoriteGames', async (ctx, member) => {
    const game = await targetGame(ctx, true);
    const result = ctx.db
      .prepare('INSERT OR IGNORE INTO lobby_favourites (member_id, node_id, created_at) VALUES (?, ?, ?)')
      .run(member.id, game.node_id, ctx.now);
    return { nodeId: game.node_id, favourite: true, added: Number(result.changes) > 0 };
  }),
  sessionRoute('DELETE', '/wps/relay/MCSFE_favoriteGames', async (ctx, member) => {
    const game = await targetGame(ctx, true);
    const result = ctx.db.prepare('DELETE FROM lobby_favourites WHERE member_id = ? AND node_id = ?').run(member.id, game.node_id);
    return { nodeId: game.node_id, favourite: false, removed: Number(result.changes) > 0 };
  }),
  // Recent add is a GET (spec section 7). Query nodeId, vendor.
  sessionRoute('GET', '/wps/game/recent/add', async (ctx, member) => {
    const game = await targetGame(ctx, false);
    ctx.db
      .prepare(
        'INSERT INTO lobby_recent (member_id, node_id, played_at) VALUES (?, ?, ?) ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = excluded.played_at',
      )
      .run(member.id, game.node_id, ctx.now);
    return true;
  }),
  {
    // Query: page, pageSize (25), gameType, language, clientType (2).
    method: 'GET',
    path: '/wps/game/recent',
    auth: true,
    handle: (ctx) => {
      const { games, ...pages } = memberGamesPage(ctx, { table: 'lobby_recent', latest: 'played_at' }, paging(ctx.query, 25, 'page'));
      return { list: games, ...pages };
    },
  },
  // Query: gameCategory, vendor, gameId, nodeId. gameId is a game's id, a live room / hot match id, or
  // 'lobby' (the vendor's own lobby: sports books and the TCG lotteries).
  sessionRoute('GET', '/wps/game/launchGame', (ctx, member) => {
    const vendor = (ctx.query.get('vendor') ?? '').trim().toUpperCase();
    const gameId = (ctx.query.get('gameId') ?? '').trim();
    const known = findVendor(ctx.db, vendor);
    if (!known || !gameId) throw gameNotFound();
    const byGame = ctx.db
      .prepare('SELECT * FROM lobby_games WHERE vendor = ? AND (game_id = ? OR room_id = ?)')
      .get(vendor, gameId, gameId) as GameRow | undefined;
    const match = ctx.db.prepare('SELECT room_id FROM lobby_hot_matches WHERE vendor = ? AND room_id = ?').get(vendor, gameId);
    if (!byGame && !match && !(gameId === 'lobby' && known.lobby === 1)) throw gameNotFound();
    const title = byGame?.game_name ?? (match ? `${known.name} ${gameId}` : known.name);
    const params = new URLSearchParams({ title, player: member.username, lang: ctx.language });
    return {
      content: {
        game_url: `/dev/play/${encodeURIComponent(vendor)}/${encodeURIComponent(gameId)}?${params}`,
        vendor,
        gameId,
        nodeId: byGame?.node_id ?? (Number(ctx.query.get('nodeId')) || null),
      },
    };
  }),
];

export const orderNotFound = () => new ApiError(404, 'ORDER_NOT_FOUND');
