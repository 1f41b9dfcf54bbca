import type { DatabaseSync } from 'node:sqlite';
import { buildGameCatalogue } from '../catalogue/games.ts';
import { VENDORS, vendorIcon } from '../catalogue/vendors.ts';

export function seedCatalogue(db: DatabaseSync): void {
  const vendor = db.prepare(
    'INSERT INTO lobby_vendors (code, name, category, in_house, lobby, icon_url, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  VENDORS.forEach((v, index) => vendor.run(v.code, v.name, v.category, v.inHouse ? 1 : 0, v.lobby ? 1 : 0, vendorIcon(v.code), index));
  const game = db.prepare(`INSERT INTO lobby_games (node_id, game_id, game_name, node_name, vendor, game_type, game_category,
    game_classify, is_new, hot_rank, min_bet, room_id, icon_url, support_play) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const g of buildGameCatalogue()) {
    game.run(
      g.nodeId,
      g.gameId,
      g.gameName,
      g.nodeName,
      g.vendor,
      g.gameType,
      g.gameCategory,
      g.gameClassify,
      g.isNew ? 1 : 0,
      g.hotRank,
      g.minBet,
      g.roomId,
      g.iconUrl,
      g.supportPlay,
    );
  }
}
