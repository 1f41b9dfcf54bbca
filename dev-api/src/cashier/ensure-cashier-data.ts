import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/transaction.ts';
import { ensureLedger } from '../ledger/index.ts';
import { CASHIER_DATA_VERSION, CASHIER_SCHEMA_SQL } from './cashier-schema.ts';
import { seedCashier } from './seed/seed-cashier.ts';

function storedVersion(db: DatabaseSync): number {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'cashier_meta'").get()) return 0;
  const row = db.prepare("SELECT value FROM cashier_meta WHERE key = 'version'").get() as { value: string } | undefined;
  return row ? Number(row.value) : 0;
}

/**
 * Creates the cashier's tables and seeds its data in a database that lacks them, a fresh one or a file made
 * before the cashier, in one transaction. Only adds: members, balances and history already there are kept
 * (demo01's seeded history adds up to zero, so its balance does not move).
 */
export function ensureCashierData(db: DatabaseSync, now: number): void {
  if (storedVersion(db) >= CASHIER_DATA_VERSION) return;
  inTransaction(db, () => {
    // Checked again under the write lock: another process may have done it meanwhile.
    if (storedVersion(db) >= CASHIER_DATA_VERSION) return;
    // The ledger first: every balance gets its opening row, dated at registration, before any history.
    ensureLedger(db, now);
    db.exec(CASHIER_SCHEMA_SQL);
    seedCashier(db, now);
    db.prepare("INSERT INTO cashier_meta (key, value) VALUES ('version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(
      String(CASHIER_DATA_VERSION),
    );
  });
}
