import type { DatabaseSync } from 'node:sqlite';

// The lobby keeps the version of its catalogue seed in `lobby_meta (key, value)`; the other areas' older files
// kept their step count in `<area>_meta`, which db/migrations.ts reads once to adopt them.

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
