import type { DatabaseSync } from 'node:sqlite';
import { MAIN_MERCHANT } from '../config/merchants.ts';
import { storedDataVersion } from '../db/data-version.ts';
import { runMigrations, type MigrationStep } from '../db/migrations.ts';
import { RECORDS_SCHEMA_SQL } from '../records/records-schema.ts';
import { seedBetsFromLedger } from '../records/seed/bets-from-ledger.ts';
import { seedBets } from '../records/seed/seed-bets.ts';
import { AGENT_SCHEMA_SQL } from './agent-schema.ts';
import { seedDividends } from './repo/dividends.ts';
import { seedContracts } from './seed/seed-contracts.ts';
import { seedDownline } from './seed/seed-downline.ts';
import { seedTeamMoney } from './seed/seed-team-money.ts';

/**
 * The bet records', rebates' and agency centre's migration steps (db/migrations.ts), each run once; a change
 * is a new step at the end. Step 1 creates the tables and seeds them: agent01's downline (and agent02's, another
 * tree), their bets over the last 90 days and the wallet history those imply through the ledger, demo01's bet
 * records from its wallet history, contracts and settled dividends.
 */
const AGENT_MIGRATIONS: MigrationStep[] = [
  (db, now) => {
    db.exec(RECORDS_SCHEMA_SQL);
    db.exec(AGENT_SCHEMA_SQL);
    const downline = seedDownline(db, now);
    // Players who never deposited have nothing to bet with; the wallet history follows the bets.
    seedBets(
      db,
      downline.filter((m) => m.seed.deposits),
      now,
    );
    seedTeamMoney(db, downline, now);
    // demo01's play is already in its wallet (the cashier's seed): its bet records are drawn from there.
    const demo = db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').get(MAIN_MERCHANT, 'demo01') as
      | { id: number }
      | undefined;
    if (demo) seedBetsFromLedger(db, demo.id, 'demo01');
    seedContracts(db, now);
    seedDividends(db, now);
  },
];

/** Brings those tables up to date; runs after the ledger and the cashier's seed (open-database.ts). */
export function ensureAgentData(db: DatabaseSync, now: number): void {
  // A file from before the migrations table recorded step 1 as version 1 in agent_meta.
  runMigrations(db, 'agent', AGENT_MIGRATIONS, now, (old) => storedDataVersion(old, 'agent_meta'));
}
