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
  // issue 35 finding 1: the operator's security events carry how an attempt was tied to an excluded player, and
  // the breaks in force are read by their end (registration compares every one's number and e-mail)
  (db) => {
    db.exec('ALTER TABLE pp_security_events ADD COLUMN detail TEXT');
    db.exec('CREATE INDEX IF NOT EXISTS pp_exclusions_ends ON pp_exclusions (ends_at)');
  },
];

export function ensureProtectionData(db: DatabaseSync, now: number): void {
  runMigrations(db, 'protection', MIGRATIONS, now);
}
