import { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../db/open-database.ts';
import { SCHEMA_SQL } from '../db/schema.ts';
import { seedDatabase } from '../db/seed.ts';

/**
 * Writes a database file as the first version left it (user_version 1: the base schema and seed, seeded at
 * `seededAt`), after `change` has altered it, for the tests of what opening an older file adds.
 */
export function writeOldDatabase(file: string, seededAt: number, change: (old: DatabaseSync) => void = () => {}): void {
  const old = new DatabaseSync(file);
  try {
    old.exec(SCHEMA_SQL);
    seedDatabase(old, seededAt);
    change(old);
    old.exec('PRAGMA user_version = 1');
  } finally {
    old.close();
  }
}

/** Opens a database file as the dev API does, at the instant `now`, and closes it after `use`, whatever happens. */
export function withDatabase<T>(file: string, now: number, use: (db: DatabaseSync) => T): T {
  const db = openDatabase(file, () => now);
  try {
    return use(db);
  } finally {
    db.close();
  }
}
