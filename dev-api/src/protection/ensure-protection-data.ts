import type { DatabaseSync } from 'node:sqlite';
import { runMigrations, type MigrationStep } from '../db/migrations.ts';
import { PROTECTION_TABLES_SQL } from './schema.ts';
import { seedProtection, updateHelpTopic } from './seed-protection.ts';

/** Player protection's migration steps (db/migrations.ts): each runs once; a later change is a new step. */
const MIGRATIONS: MigrationStep[] = [
  (db, now) => {
    db.exec(PROTECTION_TABLES_SQL);
    seedProtection(db, now);
    updateHelpTopic(db);
  },
];

export function ensureProtectionData(db: DatabaseSync, now: number): void {
  runMigrations(db, 'protection', MIGRATIONS, now);
}
