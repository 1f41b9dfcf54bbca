import type { DatabaseSync } from 'node:sqlite';
import type { Language } from '../http/language.ts';
import { depositView, expireStaleDeposits, type DepositRow } from './deposits.ts';
import { withdrawalView, type WithdrawalRow } from './withdrawals.ts';

/** Every pending deposit and withdrawal, oldest first, with the member's account: the operator's queue. */
export function pendingRequests(db: DatabaseSync, now: number, language: Language) {
  expireStaleDeposits(db, now);
  const deposits = db
    .prepare(
      "SELECT d.*, m.username FROM deposit_requests d JOIN members m ON m.id = d.member_id WHERE d.status = 'pending' ORDER BY d.created_at, d.id",
    )
    .all() as unknown as (DepositRow & { username: string })[];
  const withdrawals = db
    .prepare(
      "SELECT w.*, m.username FROM withdrawal_requests w JOIN members m ON m.id = w.member_id WHERE w.status = 'pending' ORDER BY w.created_at, w.id",
    )
    .all() as unknown as (WithdrawalRow & { username: string })[];
  return {
    deposits: deposits.map((row) => ({ ...depositView(row, language), username: row.username })),
    withdrawals: withdrawals.map((row) => ({ ...withdrawalView(db, row, language), username: row.username })),
  };
}
