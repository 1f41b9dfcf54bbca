import type { DatabaseSync, SQLInputValue } from 'node:sqlite';

export interface GameRow {
  node_id: number;
  game_id: string;
  game_name: string;
  node_name: string;
  vendor: string;
  game_type: string;
  game_category: string;
  game_classify: string | null;
  is_new: number;
  hot_rank: number | null;
  min_bet: number;
  room_id: string | null;
  icon_url: string;
  support_play: string;
}

export interface VendorRow {
  code: string;
  name: string;
  category: string;
  in_house: number;
  lobby: number;
  icon_url: string;
  sort: number;
}

/** A game as the client reads it (spec section 3, Game). */
export function gameView(row: GameRow, favourite?: boolean) {
  return {
    nodeId: row.node_id,
    gameId: row.game_id,
    gameName: row.game_name,
    nodeName: row.node_name,
    vassalage: row.vendor,
    gameType: row.game_type,
    gameCategory: row.game_category,
    roomId: row.room_id,
    iconUrl: row.icon_url,
    showIcon: row.icon_url,
    mobileLargeIcon: row.icon_url,
    mobileSmallIcon: row.icon_url,
    gameClassify: row.game_classify,
    gameClassifyNew: row.is_new,
    supportPlay: row.support_play,
    minBet: row.min_bet,
    hot: row.hot_rank !== null,
    ...(favourite === undefined ? {} : { favourite }),
  };
}

export interface GameFilter {
  gameType?: string | null;
  vendors?: string[];
  gameName?: string | null;
  gameClassify?: string | null;
  isNew?: boolean;
  minBet?: number | null;
  hotOnly?: boolean;
}

/** WHERE clause and its values for a filter; names match the English or the Bengali name, any case. */
export function gameWhere(filter: GameFilter, alias = 'g'): { sql: string; values: SQLInputValue[] } {
  const parts: string[] = [];
  const values: SQLInputValue[] = [];
  if (filter.gameType) {
    parts.push(`${alias}.game_type = ?`);
    values.push(filter.gameType);
  }
  if (filter.vendors && filter.vendors.length > 0) {
    parts.push(`${alias}.vendor IN (${filter.vendors.map(() => '?').join(', ')})`);
    values.push(...filter.vendors);
  }
  if (filter.gameName) {
    parts.push(`(${alias}.game_name LIKE ? ESCAPE '\\' OR ${alias}.node_name LIKE ? ESCAPE '\\')`);
    const like = `%${filter.gameName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    values.push(like, like);
  }
  if (filter.gameClassify) {
    parts.push(`${alias}.game_classify = ?`);
    values.push(filter.gameClassify);
  }
  if (filter.isNew) parts.push(`${alias}.is_new = 1`);
  if (filter.minBet !== null && filter.minBet !== undefined) {
    parts.push(`${alias}.min_bet = ?`);
    values.push(filter.minBet);
  }
  if (filter.hotOnly) parts.push(`${alias}.hot_rank IS NOT NULL`);
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', values };
}

export function findGameByNode(db: DatabaseSync, nodeId: number): GameRow | undefined {
  return db.prepare('SELECT * FROM lobby_games WHERE node_id = ?').get(nodeId) as GameRow | undefined;
}

export function findVendor(db: DatabaseSync, code: string): VendorRow | undefined {
  return db.prepare('SELECT * FROM lobby_vendors WHERE code = ?').get(code) as VendorRow | undefined;
}

export function allVendors(db: DatabaseSync): VendorRow[] {
  return db.prepare('SELECT * FROM lobby_vendors ORDER BY sort').all() as unknown as VendorRow[];
}

/** The member's favourite node ids, to mark games in a list. */
export function favouriteIds(db: DatabaseSync, memberId: number | null): Set<number> {
  if (memberId === null) return new Set();
  const rows = db.prepare('SELECT node_id FROM lobby_favourites WHERE member_id = ?').all(memberId) as { node_id: number }[];
  return new Set(rows.map((row) => row.node_id));
}
