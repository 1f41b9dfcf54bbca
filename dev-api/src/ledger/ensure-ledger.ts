import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/transaction.ts';
import { LEDGER_SCHEMA_SQL } from './ledger-schema.ts';
import { unbalancedMembers } from './post-movement.ts';

export const OPENING_NOTE = 'Opening balance';

/**
 * Creates the ledger table when missing and gives every member whose cached balance is not backed by
 * rows one `adjust` row for the difference, dated at registration when the member has no rows yet.
 * A database file made before the ledger keeps every balance; running it again changes nothing.
 */
export function ensureLedger(db: DatabaseSync, now: number): void {
  const work = () => {
    db.exec(LEDGER_SCHEMA_SQL);
    const insert =
      db.prepare(`INSERT INTO ledger_entries (member_id, kind, amount_paisa, balance_after_paisa, status, idempotency_key, note, created_at)
      VALUES (?, 'adjust', ?, ?, 'completed', ?, ?, ?)`);
    for (const gap of unbalancedMembers(db)) {
      const member = db
        .prepare('SELECT reg_date, (SELECT COUNT(*) FROM ledger_entries WHERE member_id = ?) AS rows FROM members WHERE id = ?')
        .get(gap.memberId, gap.memberId) as {
        reg_date: number;
        rows: number;
      };
      insert.run(
        gap.memberId,
        gap.balancePaisa - gap.sumPaisa,
        gap.balancePaisa,
        `opening:${gap.memberId}:${now}`,
        OPENING_NOTE,
        member.rows === 0 ? member.reg_date : now,
      );
    }
  };
  if (db.isTransaction) work();
  else inTransaction(db, work);
}
