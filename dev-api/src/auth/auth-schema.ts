import type { DatabaseSync } from 'node:sqlite';
import { runMigrations, type MigrationStep } from '../db/migrations.ts';
import { CREDENTIAL_ATTEMPTS_SQL } from './attempt-limiter.ts';

// Tables of the account hardening of issue 13 (findings 4 and 12), added to a database of any age.
const AUTH_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS member_pending_mobiles (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  dialing_code TEXT NOT NULL,
  mobile_num TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS password_reset_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members(id),
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX IF NOT EXISTS password_reset_codes_member ON password_reset_codes (member_id);
`;

/** The auth area's migration steps (db/migrations.ts): each runs once; a later change is a new step. */
const AUTH_MIGRATIONS: MigrationStep[] = [
  // issue 35 finding 7: when a code was spent by a success (used_at also marks a code replaced by a newer one), so
  // that the same code sent again answers "already used" instead of counting as a wrong guess
  (db) => db.exec('ALTER TABLE sms_codes ADD COLUMN spent_at INTEGER'),
];

export function ensureAuthTables(db: DatabaseSync, now: number): void {
  db.exec(AUTH_SCHEMA_SQL);
  db.exec(CREDENTIAL_ATTEMPTS_SQL);
  runMigrations(db, 'auth', AUTH_MIGRATIONS, now);
}
