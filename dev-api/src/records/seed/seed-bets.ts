import type { DatabaseSync } from 'node:sqlite';
import { GAME_TYPE_CODES, rebateOf, type GameType } from '../game-types.ts';
import { dayStartMs, dhakaDay, HOUR_MS } from '../period.ts';
import { Prng, seedOf } from '../prng.ts';
import { outcome, settleDelayMs } from './bet-outcomes.ts';

/** How far back seeded bets go (the longest report range). */
const SEEDED_DAYS = 90;

export interface Bettor {
  id: number;
  username: string;
  regDate: number;
}

interface Profile {
  /** chance of playing on a given day */
  activity: number;
  maxBetsPerDay: number;
  stakes: number[];
  types: [GameType, number][];
}

const STAKE_LADDERS = [
  [10, 20, 50],
  [20, 50, 100, 200],
  [100, 200, 500],
  [500, 1000, 2000],
];
// Dhaka hours people play at: evenings most, small hours least.
const HOURS: [number, number][] = Array.from(
  { length: 24 },
  (_, hour) => [hour, hour < 7 ? 1 : hour < 12 ? 3 : hour < 18 ? 5 : 9] as [number, number],
);

function profileOf(random: Prng): Profile {
  const favourites = [random.pick(GAME_TYPE_CODES), random.pick(GAME_TYPE_CODES), random.pick(['RNG', 'SPORTS', 'LIVE'] as GameType[])];
  return {
    activity: 0.1 + random.next() * 0.4,
    maxBetsPerDay: random.int(2, 6),
    stakes: random.weighted(STAKE_LADDERS.map((ladder, i) => [ladder, [5, 6, 3, 1][i]!] as [number[], number])),
    types: favourites.map((type, i) => [type, 3 - i] as [GameType, number]),
  };
}

interface GameRow {
  node_id: number;
  game_name: string;
  vendor: string;
  game_category: GameType;
}

/**
 * Seeds each bettor's bets over the last SEEDED_DAYS days (never before registration, never after now),
 * from a generator seeded by the username: the same member gets the same history on every reseed.
 */
export function seedBets(db: DatabaseSync, bettors: Bettor[], now: number): number {
  const games = db
    .prepare('SELECT node_id, game_name, vendor, game_category FROM lobby_games ORDER BY node_id')
    .all() as unknown as GameRow[];
  const byType = new Map<string, GameRow[]>();
  for (const game of games) byType.set(game.game_category, [...(byType.get(game.game_category) ?? []), game]);
  const insert = db.prepare(`INSERT INTO bets (member_id, vendor, game_type, node_id, game_name, bet_paisa, valid_bet_paisa, win_paisa,
    rebate_paisa, status, bet_at, settled_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const today = dhakaDay(now);
  let count = 0;
  for (const bettor of bettors) {
    const random = new Prng(seedOf(`bets:${bettor.username}`));
    const profile = profileOf(random);
    for (let day = today - SEEDED_DAYS + 1; day <= today; day++) {
      if (!random.chance(profile.activity)) continue;
      const bets = random.int(1, profile.maxBetsPerDay);
      for (let n = 0; n < bets; n++) {
        const betAt = dayStartMs(day) + random.weighted(HOURS) * HOUR_MS + random.int(0, HOUR_MS - 1);
        const type = random.weighted(profile.types);
        const game = random.pick(byType.get(type) ?? games);
        const stakePaisa = random.pick(profile.stakes) * 100;
        const result = outcome(random, type, stakePaisa);
        const settledAt = betAt + settleDelayMs(random, type);
        const cancelled = random.chance(0.01);
        if (betAt < bettor.regDate || betAt > now) continue;
        const status = cancelled ? 'CANCELLED' : settledAt > now ? 'UNSETTLED' : 'SETTLED';
        const settled = status === 'SETTLED';
        const valid = settled ? result.validBetPaisa : 0;
        insert.run(
          bettor.id,
          game.vendor,
          type,
          game.node_id,
          game.game_name,
          stakePaisa,
          valid,
          settled ? result.winPaisa : 0,
          settled ? rebateOf(valid, type) : 0,
          status,
          betAt,
          status === 'UNSETTLED' ? null : Math.min(settledAt, now),
        );
        count++;
      }
    }
  }
  return count;
}
