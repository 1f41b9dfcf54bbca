import type { DatabaseSync } from 'node:sqlite';
import { seededMemberId } from '../../lobby/seed/seed-members.ts';

// Lifetime totals in paisa from before the ledger's history; the ledger's deposits add to them
// (demo01's 60 days of cashier history bring ৳29,500: ৳35,700 in all, Gold's deposit already met).
const PROGRESS: [username: string, depositPaisa: number, validBetPaisa: number][] = [
  ['demo01', 620_000, 6_430_000],
  ['agent01', 21_000_000, 185_000_000],
  ['subagent01', 2_680_000, 15_020_000],
  ['nusrat99', 235_050, 987_000],
  ['sumaiya88', 3_100_000, 19_050_000],
  ['tanvir21', 50_000, 120_000],
];

export function seedVipProgress(db: DatabaseSync): void {
  const insert = db.prepare('INSERT INTO mc_vip_progress (member_id, deposit_paisa, valid_bet_paisa) VALUES (?, ?, ?)');
  for (const [username, deposit, validBet] of PROGRESS) {
    const id = seededMemberId(db, username);
    if (id !== null) insert.run(id, deposit, validBet);
  }
}
