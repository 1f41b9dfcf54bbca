import type { DatabaseSync } from 'node:sqlite';
import { storedDataVersion } from '../db/data-version.ts';
import { runMigrations, type MigrationStep } from '../db/migrations.ts';
import { ensureLedger } from '../ledger/index.ts';
import { CASHIER_SCHEMA_SQL } from './cashier-schema.ts';
import { seedCashier, seedCashierMembers } from './seed/seed-cashier.ts';

/** The cashier's migration steps (db/migrations.ts), each run once; a change is a new step at the end. */
const CASHIER_MIGRATIONS: MigrationStep[] = [
  (db, now) => {
    // The ledger first: every balance gets its opening row, dated at registration, before any history.
    ensureLedger(db, now);
    db.exec(CASHIER_SCHEMA_SQL);
    seedCashier(db, now);
  },
  // Withdrawals to a newly bound payout account wait (decision 023); accounts bound before this have no hold.
  // A file that step 1 made today already has the column (the schema above has it).
  (db) => {
    if (!hasColumn(db, 'bank_cards', 'withdrawable_from')) db.exec('ALTER TABLE bank_cards ADD COLUMN withdrawable_from INTEGER');
  },
  // The second brand's player, play01 of merchant BDPL (issue 23); a file that step 1 made today has it already.
  (db, now) => seedCashierMembers(db, now),
];

const hasColumn = (db: DatabaseSync, table: string, column: string) =>
  (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).some((c) => c.name === column);

/**
 * Creates the cashier's tables and seeds its data in a database that lacks them, a fresh one or a file made
 * before the cashier. Only adds: members, balances and history already there are kept (demo01's seeded history
 * adds up to zero, so its balance does not move).
 */
export function ensureCashierData(db: DatabaseSync, now: number): void {
  // A file from before the migrations table recorded step 1 as version 1 in cashier_meta.
  runMigrations(db, 'cashier', CASHIER_MIGRATIONS, now, (old) => storedDataVersion(old, 'cashier_meta'));
}
