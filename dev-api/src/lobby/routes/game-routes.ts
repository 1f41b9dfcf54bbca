import { ApiError } from '../../http/api-error.ts';
import { pick } from '../../http/language.ts';
import type { Route } from '../../server/route.ts';
import { CLASSES, SORTING_ORDER } from '../catalogue/vendors.ts';
import { optionalMember } from '../optional-member.ts';
import { allVendors, favouriteIds, gameView, gameWhere, type GameRow } from '../repo/game-repo.ts';
import { paging, totalPages } from '../repo/paging.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A hot match's odds as the platform gives them (decimal odds; stored in hundredths), or null when it has none. */
function oddsOf(row: { odds_home: number | null; odds_draw: number | null; odds_away: number | null }) {
  if (row.odds_home === null || row.odds_away === null) return null;
  return { home: row.odds_home / 100, draw: row.odds_draw === null ? null : row.odds_draw / 100, away: row.odds_away / 100 };
}

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim().toUpperCase())
    .filter(Boolean);

const numberOrNull = (value: string | null) => {
  if (value === null || value.trim() === '' || value.toUpperCase() === 'ALL') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** Game type of a query: empty or ALL means every type. */
const gameType = (value: string | null) => {
  const type = value?.trim().toUpperCase() ?? '';
  return type === '' || type === 'ALL' ? null : type;
};

export const gameRoutes: Route[] = [
  {
    // Query: merchant, platform=html5, gameName, gameType, gameClassify, isNew, pageNo, pageSize (26), vassalage,
    // language, minBet (this API's name for the slots minimum-bet filter).
    method: 'GET',
    path: '/wps/relay/GCSGAME_list',
    handle: (ctx) => {
      const { page, size } = paging(ctx.query, 26);
      const classify = ctx.query.get('gameClassify')?.trim().toUpperCase() || null;
      const where = gameWhere({
        gameType: gameType(ctx.query.get('gameType')),
        vendors: list(ctx.query.get('vassalage')),
        gameName: ctx.query.get('gameName')?.trim() || null,
        // ALL is the classification menu's "everything"; NEW arrives as isNew=1 or as the class itself.
        gameClassify: classify === 'ALL' || classify === 'NEW' ? null : classify,
        isNew: ctx.query.get('isNew') === '1' || ctx.query.get('isNew') === 'true' || classify === 'NEW',
        minBet: numberOrNull(ctx.query.get('minBet')),
      });
      const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM lobby_games g ${where.sql}`).get(...where.values) as { n: number }).n;
      const rows = ctx.db
        .prepare(`SELECT * FROM lobby_games g ${where.sql} ORDER BY g.node_id LIMIT ? OFFSET ?`)
        .all(...where.values, size, (page - 1) * size) as unknown as GameRow[];
      const favourites = favouriteIds(ctx.db, optionalMember(ctx)?.id ?? null);
      return {
        games: rows.map((row) => gameView(row, favourites.has(row.node_id))),
        pageNum: page,
        totalPages: totalPages(total, size),
        total,
      };
    },
  },
  {
    // Query: isPlatform (2), language, platform (html5), gameType (empty: every type).
    method: 'GET',
    path: '/wps/relay/GCSGAME_hot',
    handle: (ctx) => {
      const where = gameWhere({ gameType: gameType(ctx.query.get('gameType')), hotOnly: true });
      const rows = ctx.db
        .prepare(`SELECT * FROM lobby_games g ${where.sql} ORDER BY g.hot_rank`)
        .all(...where.values) as unknown as GameRow[];
      const favourites = favouriteIds(ctx.db, optionalMember(ctx)?.id ?? null);
      return { list: rows.map((row) => gameView(row, favourites.has(row.node_id))) };
    },
  },
  {
    // The vendor data of the popular-games panel: the platform's sorting and the vendor items by category.
    method: 'GET',
    path: '/wps/relay/GCSGAME_types',
    handle: (ctx) => {
      const pairs = ctx.db
        .prepare('SELECT vendor, game_type, COUNT(*) AS n, MIN(node_id) AS node FROM lobby_games GROUP BY vendor, game_type')
        .all() as { vendor: string; game_type: string; n: number; node: number }[];
      const vendors = allVendors(ctx.db);
      const mapping = SORTING_ORDER.flatMap((category) =>
        vendors
          .map((vendor) => ({ vendor, pair: pairs.find((p) => p.vendor === vendor.code && p.game_type === category) }))
          .filter((entry) => entry.pair)
          .map(({ vendor, pair }) => ({
            gameCategory: category,
            gameType: category,
            vendor: vendor.code,
            vendorName: vendor.name,
            iconUrl: vendor.icon_url,
            inHouse: vendor.in_house === 1,
            lobby: vendor.lobby === 1,
            gameCount: pair!.n,
            nodeId: pair!.node,
            gameId: vendor.lobby === 1 ? 'lobby' : null,
          })),
      );
      const sorting = SORTING_ORDER.map((category) => ({
        gameCategory: category,
        vendorNames: mapping.filter((item) => item.gameCategory === category).map((item) => item.vendor),
      }));
      return { sorting, mapping };
    },
  },
  {
    // The vendors and vendor classes of one game type: the game list's vendor strip, filter and classification menu.
    method: 'GET',
    path: '/wps/relay/GCSGAME_vassalage',
    handle: (ctx) => {
      const type = gameType(ctx.query.get('gameType'));
      const where = gameWhere({ gameType: type });
      const counts = ctx.db
        .prepare(`SELECT vendor, COUNT(*) AS n FROM lobby_games g ${where.sql} GROUP BY vendor`)
        .all(...where.values) as { vendor: string; n: number }[];
      const vendors = allVendors(ctx.db)
        .filter((vendor) => counts.some((c) => c.vendor === vendor.code))
        .map((vendor) => ({
          vendor: vendor.code,
          vendorName: vendor.name,
          iconUrl: vendor.icon_url,
          inHouse: vendor.in_house === 1,
          lobby: vendor.lobby === 1,
          gameCount: counts.find((c) => c.vendor === vendor.code)!.n,
        }));
      const classes = (type ? (CLASSES[type] ?? []) : []).map((c) => ({ gameClassify: c.code, name: pick(ctx.language, c) }));
      return { vendors, classes };
    },
  },
  {
    // The latest winners board. Query: gameCategory ('ALL' or a game type), language, limitNum (20).
    method: 'GET',
    path: '/wps/relay/GCSGAME_rank',
    handle: (ctx) => {
      const limit = Math.min(100, Math.max(1, Math.floor(Number(ctx.query.get('limitNum') ?? 20)) || 20));
      const type = gameType(ctx.query.get('gameCategory'));
      const rows = ctx.db
        .prepare(`SELECT w.*, g.game_name, g.icon_url, g.vendor, g.game_type FROM lobby_winners w JOIN lobby_games g ON g.node_id = w.node_id
          ${type ? 'WHERE g.game_type = ?' : ''} ORDER BY w.win_paisa DESC, w.id LIMIT ?`)
        .all(...(type ? [type, limit] : [limit])) as {
        customer_name: string;
        win_paisa: number;
        won_at: number;
        game_name: string;
        icon_url: string;
        vendor: string;
        node_id: number;
      }[];
      return {
        list: rows.map((row) => ({
          vo: {
            iconUrl: row.icon_url,
            gameName: row.game_name,
            customerName: row.customer_name,
            winAmount: row.win_paisa / 100,
            nodeId: row.node_id,
            vendor: row.vendor,
            wonAt: new Date(row.won_at).toISOString(),
          },
        })),
      };
    },
  },
  {
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotMatches',
    handle: (ctx) => {
      const rows = ctx.db
        .prepare(`SELECT m.*, o.home AS odds_home, o.draw AS odds_draw, o.away AS odds_away
          FROM lobby_hot_matches m LEFT JOIN lobby_hot_match_odds o ON o.match_id = m.id`)
        .all() as {
        league: string;
        home_team: string;
        away_team: string;
        home_image: string;
        away_image: string;
        match_time: number;
        vendor: string;
        room_id: string;
        node_id: number;
        id: number;
        odds_home: number | null;
        odds_draw: number | null;
        odds_away: number | null;
      }[];
      // A long-running dev server keeps its matches ahead: a kick-off in the past moves on by whole days.
      const upcoming = rows
        .map((row) => ({
          ...row,
          match_time: row.match_time >= ctx.now ? row.match_time : row.match_time + Math.ceil((ctx.now - row.match_time) / DAY) * DAY,
        }))
        .sort((a, b) => a.match_time - b.match_time || a.id - b.id);
      return upcoming.map((row) => ({
        id: row.id,
        matchTime: new Date(row.match_time).toISOString(),
        league: row.league,
        homeTeam: row.home_team,
        awayTeam: row.away_team,
        homeTeamImageUrl: row.home_image,
        awayTeamImageUrl: row.away_image,
        vendor: row.vendor,
        roomId: row.room_id,
        nodeId: row.node_id,
        odds: oddsOf(row),
      }));
    },
  },
];

export function gameNotFound(): ApiError {
  return new ApiError(404, 'GAME_NOT_FOUND');
}
