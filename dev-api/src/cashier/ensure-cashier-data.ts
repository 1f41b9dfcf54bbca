import type { DatabaseSync } from 'node:sqlite';
import { buildDataOnce } from '../db/data-version.ts';
import { ensureLedger } from '../ledger/index.ts';
import { CASHIER_DATA_VERSION, CASHIER_SCHEMA_SQL } from './cashier-schema.ts';
import { seedCashier } from './seed/seed-cashier.ts';

/**
 * Creates the cashier's tables and seeds its data in a database that lacks them, a fresh one or a file made
 * before the cashier, in one transaction. Only adds: members, balances and history already there are kept
 * (demo01's seeded history adds up to zero, so its balance does not move).
 */
export function ensureCashierData(db: DatabaseSync, now: number): void {
  const area = { metaTable: 'cashier_meta', version: CASHIER_DATA_VERSION, isCurrent: (stored: number) => stored >= CASHIER_DATA_VERSION };
  buildDataOnce(db, area, () => {
    // The ledger first: every balance gets its opening row, dated at registration, before any history.
    ensureLedger(db, now);
    db.exec(CASHIER_SCHEMA_SQL);
    seedCashier(db, now);
  });
}
