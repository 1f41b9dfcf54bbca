import type { DatabaseSync } from 'node:sqlite';
import { balanceOf, postMovement } from '../../ledger/index.ts';
import { DAY_MS, HOUR_MS } from '../../records/period.ts';
import { Prng, seedOf } from '../../records/prng.ts';
import { claimRebateIfAny } from '../../records/repo/rebates.ts';
import type { SeededMember } from './seed-downline.ts';

type MoneyEvent = { at: number; kind: 'deposit' | 'first_bonus' | 'reload_bonus' | 'withdraw' | 'claim' };

const DEPOSITS: [number, number][] = [[300, 3], [500, 5], [1000, 5], [2000, 3], [5000, 1]];

function plan(random: Prng, regDate: number, now: number): MoneyEvent[] {
  const events: MoneyEvent[] = [];
  let at = regDate + random.int(1, 36) * HOUR_MS;
  let first = true;
  while (at < now) {
    events.push({ at, kind: 'deposit' });
    if (first) events.push({ at: at + 5 * 60_000, kind: 'first_bonus' });
    else if (random.chance(0.15)) events.push({ at: at + 5 * 60_000, kind: 'reload_bonus' });
    if (random.chance(0.55)) events.push({ at: at + random.int(20, 72) * HOUR_MS, kind: 'withdraw' });
    first = false;
    at += random.int(5, 16) * DAY_MS + random.int(0, 23) * HOUR_MS;
  }
  // Rebates claimed about weekly, so the last few days' rebates are still there to claim.
  for (let claim = regDate + random.int(6, 9) * DAY_MS; claim < now - DAY_MS; claim += random.int(6, 10) * DAY_MS) events.push({ at: claim, kind: 'claim' });
  return events.filter((e) => e.at < now).sort((a, b) => a.at - b.at);
}

/**
 * The money history of each seeded downline account with deposits: deposits, a first-deposit bonus,
 * now and then a reload bonus, withdrawals and weekly rebate claims, posted through the ledger in time order.
 */
export function seedTeamMoney(db: DatabaseSync, members: SeededMember[], now: number): void {
  for (const member of members) {
    if (!member.seed.deposits) continue;
    const random = new Prng(seedOf(`money:${member.username}`));
    let lastDeposit = 0;
    for (const event of plan(random, member.regDate, now)) {
      const move = (kind: 'deposit' | 'bonus' | 'withdraw', amountPaisa: number) =>
        postMovement(db, { memberId: member.id, kind, amountPaisa, now: event.at });
      if (event.kind === 'deposit') {
        lastDeposit = random.weighted(DEPOSITS) * 100;
        move('deposit', lastDeposit);
      } else if (event.kind === 'first_bonus') {
        // 10% of the first deposit, at most 500 taka (whole paisa, rounded down)
        move('bonus', Math.min(Math.floor(lastDeposit / 10), 500_00));
      } else if (event.kind === 'reload_bonus') {
        move('bonus', Math.floor(lastDeposit / 20));
      } else if (event.kind === 'withdraw') {
        // Whole hundreds of taka, 50-90% of the balance, when there is enough to be worth it.
        const amount = Math.floor((balanceOf(db, member.id) * random.int(50, 90)) / 100 / 100_00) * 100_00;
        if (amount >= 500_00) move('withdraw', -amount);
      } else {
        claimRebateIfAny(db, member.id, event.at);
      }
    }
  }
}
