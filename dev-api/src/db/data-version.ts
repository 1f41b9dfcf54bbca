import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './transaction.ts';

// Each area (lobby, member centre, cashier, agency centre) keeps the version of its tables and seed in its own
// `<area>_meta (key, value)` table, so a database file made by an older dev API is brought up to date in place.

/** The version stored in the area's meta table: 0 when the table or the row is not there yet. */
export function storedDataVersion(db: DatabaseSync, metaTable: string): number {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(metaTable)) return 0;
  const row = db.prepare(`SELECT value FROM ${metaTable} WHERE key = 'version'`).get() as { value: string } | undefined;
  return row ? Number(row.value) : 0;
}

export function recordDataVersion(db: DatabaseSync, metaTable: string, version: number): void {
  db.prepare(`INSERT INTO ${metaTable} (key, value) VALUES ('version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`).run(
    String(version),
  );
}

/**
 * Runs `build` (which creates the meta table among others) and records `version`, in one transaction, unless
 * the stored version is already current. Checked again under the write lock: another process sharing the file
 * may have done it meanwhile.
 */
export function buildDataOnce(
  db: DatabaseSync,
  area: { metaTable: string; version: number; isCurrent: (stored: number) => boolean },
  build: () => void,
): void {
  if (area.isCurrent(storedDataVersion(db, area.metaTable))) return;
  inTransaction(db, () => {
    if (area.isCurrent(storedDataVersion(db, area.metaTable))) return;
    build();
    recordDataVersion(db, area.metaTable, area.version);
  });
}
