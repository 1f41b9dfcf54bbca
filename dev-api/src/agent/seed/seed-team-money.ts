import type { DatabaseSync } from 'node:sqlite';
import { appendMovements, balanceOf, type LedgerKind, type SeedMovement } from '../../ledger/index.ts';
import { DAY_MS } from '../../records/period.ts';
import { Prng, seedOf } from '../../records/prng.ts';
import { claimRebateIfAny } from '../../records/repo/rebates.ts';
import type { SeededMember } from './seed-downline.ts';

const MINUTE = 60_000;
const DEPOSITS: [number, number][] = [
  [300, 3],
  [500, 5],
  [1000, 5],
  [2000, 3],
  [5000, 1],
];

type WalletEvent =
  | { at: number; kind: 'stake'; betId: number; paisa: number }
  | { at: number; kind: 'payout'; betId: number; paisa: number }
  | { at: number; kind: 'withdraw' }
  | { at: number; kind: 'claim' };

interface BetRow {
  id: number;
  bet_paisa: number;
  win_paisa: number;
  status: string;
  bet_at: number;
  settled_at: number | null;
}

/** Keeps the queue in time order as withdrawals are added while it is walked. */
function insertInOrder(events: WalletEvent[], event: WalletEvent): void {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (events[mid]!.at <= event.at) low = mid + 1;
    else high = mid;
  }
  events.splice(low, 0, event);
}

function plan(db: DatabaseSync, member: SeededMember, random: Prng, now: number): WalletEvent[] {
  const bets = db
    .prepare('SELECT id, bet_paisa, win_paisa, status, bet_at, settled_at FROM bets WHERE member_id = ? ORDER BY bet_at, id')
    .all(member.id) as unknown as BetRow[];
  const events: WalletEvent[] = [];
  for (const bet of bets) {
    // A bet the vendor voided never took the stake; an open one has taken it and paid nothing yet.
    if (bet.status === 'CANCELLED') continue;
    events.push({ at: bet.bet_at, kind: 'stake', betId: bet.id, paisa: bet.bet_paisa });
    if (bet.status === 'SETTLED' && bet.win_paisa > 0)
      events.push({ at: bet.settled_at!, kind: 'payout', betId: bet.id, paisa: bet.win_paisa });
  }
  // Rebates claimed every week or two, so the last days' rebates are still there to claim.
  for (let at = member.regDate + random.int(6, 12) * DAY_MS; at < now - DAY_MS; at += random.int(9, 16) * DAY_MS)
    events.push({ at, kind: 'claim' });
  return events.sort((a, b) => a.at - b.at);
}

/**
 * The wallet history of each seeded downline player, through the ledger in time order: every stake and
 * payout of its bet records (the main wallet pays the games), a deposit whenever the balance cannot
 * cover the next stake (a first-deposit bonus of 10%, now and then a reload bonus), withdrawals after
 * good wins, and rebate claims every week or two.
 */
export function seedTeamMoney(db: DatabaseSync, members: SeededMember[], now: number): void {
  for (const member of members) {
    if (!member.seed.deposits) continue;
    const random = new Prng(seedOf(`money:${member.username}`));
    const events = plan(db, member, random, now);
    // Rows wait here and go to the ledger in one append (appendMovements) before each rebate claim,
    // which reads the ledger, and at the end; the balance is followed here meanwhile.
    let pending: SeedMovement[] = [];
    let balance = balanceOf(db, member.id);
    let deposits = 0;
    let lastAt = member.regDate;
    const move = (kind: LedgerKind, amountPaisa: number, at: number, reference: string | null = null) => {
      pending.push({ kind, amountPaisa, reference, now: at });
      balance += amountPaisa;
      lastAt = at;
    };
    const flush = () => {
      appendMovements(db, member.id, pending);
      pending = [];
    };
    for (let i = 0; i < events.length; i++) {
      const event = events[i]!;
      if (event.kind === 'stake') {
        if (event.paisa > balance) {
          const amount = Math.max(random.weighted(DEPOSITS) * 100, Math.ceil((event.paisa - balance) / 100_00) * 100_00);
          const at = Math.max(lastAt + 1000, event.at - random.int(5, 40) * MINUTE);
          move('deposit', amount, at);
          if (deposits === 0) move('bonus', Math.min(Math.floor(amount / 10), 500_00), at + 1000);
          else if (random.chance(0.12)) move('bonus', Math.floor(amount / 20), at + 1000);
          deposits++;
        }
        move('bet', -event.paisa, Math.max(event.at, lastAt), `bet:${event.betId}`);
      } else if (event.kind === 'payout') {
        move('win', event.paisa, Math.max(event.at, lastAt), `bet:${event.betId}`);
        const at = event.at + random.int(10, 90) * MINUTE;
        if (balance >= 2_000_00 && random.chance(0.3) && at < now) insertInOrder(events, { at, kind: 'withdraw' });
      } else if (event.kind === 'withdraw') {
        // whole hundreds of taka, 50-90% of the balance, when it is still worth it
        const amount = Math.floor((balance * random.int(50, 90)) / 100 / 100_00) * 100_00;
        if (amount >= 500_00) move('withdraw', -amount, Math.max(event.at, lastAt));
      } else {
        flush();
        lastAt = Math.max(lastAt, event.at);
        claimRebateIfAny(db, member.id, lastAt);
        balance = balanceOf(db, member.id);
      }
    }
    flush();
  }
}
