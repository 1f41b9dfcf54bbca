import type { DatabaseSync } from 'node:sqlite';
import { MAIN_MERCHANT } from '../config/merchants.ts';
import { buildDataOnce } from '../db/data-version.ts';
import { RECORDS_SCHEMA_SQL } from '../records/records-schema.ts';
import { seedBetsFromLedger } from '../records/seed/bets-from-ledger.ts';
import { seedBets } from '../records/seed/seed-bets.ts';
import { AGENT_SCHEMA_SQL } from './agent-schema.ts';
import { seedDividends } from './repo/dividends.ts';
import { seedContracts } from './seed/seed-contracts.ts';
import { seedDownline } from './seed/seed-downline.ts';
import { seedTeamMoney } from './seed/seed-team-money.ts';

/** Bump when these tables or their seed change in a way an existing file must not keep (then delete the file). */
export const AGENT_DATA_VERSION = 1;

/**
 * Creates the bet records, rebate and agency-centre tables and seeds them once: agent01's downline (and
 * agent02's, another tree), their bets over the last 90 days and the wallet history those imply through
 * the ledger, demo01's bet records from its wallet history, contracts and settled dividends. Runs after
 * the ledger and the cashier's seed (open-database.ts).
 */
export function ensureAgentData(db: DatabaseSync, now: number): void {
  const area = { metaTable: 'agent_meta', version: AGENT_DATA_VERSION, isCurrent: (stored: number) => stored === AGENT_DATA_VERSION };
  buildDataOnce(db, area, () => {
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
  });
}
