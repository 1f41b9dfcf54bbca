import type { DatabaseSync } from 'node:sqlite';
import { rebateOf, type GameType } from '../game-types.ts';
import { HOUR_MS } from '../period.ts';
import { Prng, seedOf } from '../prng.ts';

interface PlayRow {
  kind: 'bet' | 'win';
  amount_paisa: number;
  created_at: number;
  reference: string | null;
}

interface Session {
  at: number;
  stake: number;
  wins: { at: number; paisa: number }[];
}

interface Game {
  node_id: number;
  game_name: string;
  vendor: string;
  game_category: GameType;
}

const SESSION_TYPES: GameType[] = ['RNG', 'LIVE', 'PVP', 'FISH', 'INHOUSE'];

/** A stake cut into a few bets of whole ten-taka amounts (the last takes the remainder), largest last. */
function split(random: Prng, stake: number): number[] {
  const count = Math.min(6, Math.max(1, Math.floor(stake / 500_00) + 1));
  const parts: number[] = [];
  let left = stake;
  for (let i = 0; i < count - 1 && left > 20_00; i++) {
    const part = Math.max(10_00, Math.floor(((left / (count - i)) * (0.5 + random.next() * 0.5)) / 10_00) * 10_00);
    parts.push(part);
    left -= part;
  }
  return [...parts, left].sort((a, b) => a - b);
}

/**
 * Bet records for a member whose wallet history already has its play (the cashier's seed gives demo01
 * `bet` and `win` ledger rows): each stake row becomes a few bets of that session and the wins after it
 * their payouts, so the betting record, the profit and loss and the account record tell one story.
 * Lottery rows are the lobby's orders: their sub-orders become lottery bet records.
 */
export function seedBetsFromLedger(db: DatabaseSync, memberId: number, username: string): number {
  const random = new Prng(seedOf(`ledger-bets:${username}`));
  const rows = db
    .prepare(
      "SELECT kind, amount_paisa, created_at, reference FROM ledger_entries WHERE member_id = ? AND kind IN ('bet', 'win') ORDER BY created_at, id",
    )
    .all(memberId) as unknown as PlayRow[];
  const sessions: Session[] = [];
  for (const row of rows.filter((r) => !r.reference?.startsWith('lottery:'))) {
    if (row.kind === 'bet') sessions.push({ at: row.created_at, stake: -row.amount_paisa, wins: [] });
    else sessions.at(-1)?.wins.push({ at: row.created_at, paisa: row.amount_paisa });
  }
  const games = db.prepare('SELECT node_id, game_name, vendor, game_category FROM lobby_games').all() as unknown as Game[];
  const insert =
    db.prepare(`INSERT INTO bets (member_id, vendor, game_type, node_id, game_name, bet_paisa, valid_bet_paisa, win_paisa, rebate_paisa, status, bet_at, settled_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'SETTLED', ?, ?)`);
  let count = 0;
  for (const session of sessions) {
    // A payout long after the stake is a sports bet that settled when its match ended.
    const late = session.wins.some((w) => w.at - session.at > 6 * HOUR_MS);
    const type: GameType = late ? 'SPORTS' : random.pick(SESSION_TYPES);
    const game = random.pick(games.filter((g) => g.game_category === type));
    const stakes = split(random, session.stake);
    // The session's wins go to its largest bets (the last ones); a lost bet settles a minute after it was placed.
    const payouts = stakes.map(() => ({ paisa: 0, at: 0 }));
    session.wins.forEach((win, i) => {
      const target = payouts[Math.max(0, payouts.length - 1 - i)]!;
      target.paisa += win.paisa;
      target.at = Math.max(target.at, win.at);
    });
    stakes.forEach((stake, i) => {
      const betAt = session.at + i * 1000;
      const settledAt = payouts[i]!.paisa > 0 ? payouts[i]!.at : late ? Math.max(...session.wins.map((w) => w.at)) : betAt + 60_000;
      insert.run(
        memberId,
        game.vendor,
        type,
        game.node_id,
        game.game_name,
        stake,
        stake,
        payouts[i]!.paisa,
        rebateOf(stake, type),
        betAt,
        settledAt,
      );
      count++;
    });
  }
  return count + seedLotteryBets(db, memberId);
}

/** The member's lobby lottery sub-orders as bet records (their ledger rows are the cashier's). */
function seedLotteryBets(db: DatabaseSync, memberId: number): number {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'lobby_lottery_suborders'").get()) return 0;
  const subs = db
    .prepare(`SELECT s.amount_paisa, s.status, s.win_paisa, o.created_at, g.vendor, g.game_name, g.game_category, g.node_id
      FROM lobby_lottery_suborders s JOIN lobby_lottery_orders o ON o.id = s.order_id JOIN lobby_games g ON g.node_id = o.node_id
      WHERE o.member_id = ? ORDER BY s.id`)
    .all(memberId) as {
    amount_paisa: number;
    status: string;
    win_paisa: number;
    created_at: number;
    vendor: string;
    game_name: string;
    game_category: GameType;
    node_id: number;
  }[];
  const insert =
    db.prepare(`INSERT INTO bets (member_id, vendor, game_type, node_id, game_name, bet_paisa, valid_bet_paisa, win_paisa, rebate_paisa, status, bet_at, settled_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const s of subs) {
    const status = s.status === 'PENDING' ? 'UNSETTLED' : s.status === 'CANCELLED' ? 'CANCELLED' : 'SETTLED';
    const valid = status === 'SETTLED' ? s.amount_paisa : 0;
    insert.run(
      memberId,
      s.vendor,
      s.game_category,
      s.node_id,
      s.game_name,
      s.amount_paisa,
      valid,
      s.win_paisa,
      rebateOf(valid, s.game_category),
      status,
      s.created_at,
      status === 'UNSETTLED' ? null : s.created_at + 30_000,
    );
  }
  return subs.length;
}
