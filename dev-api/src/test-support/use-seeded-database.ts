import type { DatabaseSync } from 'node:sqlite';
import { checkLedgerAfterEach } from './ledger-invariant.ts';
import { seededCopy } from './test-server.ts';

export interface SeededDatabase {
  db: DatabaseSync;
  /** tanvir21: a seeded member with a small balance (12.75) and no cashier history. */
  tanvirId: number;
}

/**
 * A freshly seeded in-memory database (no server) for every test of the file, seeded at START_TIME, closed
 * after the test and checked by the ledger invariant first. `use` receives each one before its test runs.
 */
export function useSeededDatabase(use: (seeded: SeededDatabase) => void): void {
  let db: DatabaseSync | undefined;
  beforeEach(() => {
    db = seededCopy();
    const tanvir = db.prepare("SELECT id FROM members WHERE username = 'tanvir21'").get() as { id: number };
    use({ db, tanvirId: tanvir.id });
  });
  checkLedgerAfterEach(() => db);
  afterEach(() => db?.close());
}
