import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SCHEMA_SQL, SCHEMA_VERSION } from './schema.ts';
import { seedDatabase } from './seed.ts';
import { inTransaction } from './transaction.ts';
import { ensureLobbyData } from '../lobby/ensure-lobby-data.ts';
import { ensureMemberCentreData } from '../member-centre/index.ts';
import { ensureLedger } from '../ledger/index.ts';
import { ensureAgentData } from '../agent/ensure-agent-data.ts';
import { ensureCashierData } from '../cashier/index.ts';
import { ensureAuthTables } from '../auth/auth-schema.ts';
import { ensureSocialLinks } from '../idp/social-links.ts';
import { ensureRememberTokens } from '../auth/remember-tokens.ts';
import { ensureProtectionData } from '../protection/ensure-protection-data.ts';

export const IN_MEMORY = ':memory:';

/** Opens (creating and seeding on first use) the dev API database. */
export function openDatabase(dbFile: string, now: () => number): DatabaseSync {
  if (dbFile !== IN_MEMORY) fs.mkdirSync(path.dirname(path.resolve(dbFile)), { recursive: true });
  const db = new DatabaseSync(dbFile);
  db.exec('PRAGMA foreign_keys = ON');
  if (dbFile !== IN_MEMORY) {
    // WAL and a busy timeout let a dev server and a test server share one file.
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA busy_timeout = 5000');
  }
  const version = () => (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
  if (version() === 0) {
    inTransaction(db, () => {
      // Read again under the write lock: another process may have seeded the file meanwhile.
      if (version() !== 0) return;
      db.exec(SCHEMA_SQL);
      seedDatabase(db, now());
      db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    });
  } else if (version() > SCHEMA_VERSION) {
    db.close();
    throw new Error(`${dbFile} has schema version ${version()}, newer than this dev API (${SCHEMA_VERSION}); delete it to reseed`);
  }
  // The lobby's tables came after schema 1: added (and seeded) to an older file without reseeding it.
  ensureLobbyData(db, now());
  ensureMemberCentreData(db, now());
  ensureCashierData(db, now());
  ensureRememberTokens(db);
  // Last: every balance, seeded or older than the ledger, ends up backed by ledger rows.
  ensureLedger(db, now());
  // Bets, rebates and the agency centre's team: after the ledger, which their money history is posted to.
  ensureAgentData(db, now());
  ensureAuthTables(db, now());
  ensureProtectionData(db, now());
  ensureSocialLinks(db, now());
  return db;
}
