import { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../db/open-database.ts';
import { SCHEMA_SQL } from '../db/schema.ts';
import { seedDatabase } from '../db/seed.ts';
import { expectLedgerBalanced } from '../test-support/ledger-invariant.ts';
import { START_TIME } from '../test-support/test-server.ts';
import { balanceOf, ledgerSum, postMovement } from './index.ts';
import { useTempDir } from '../test-support/use-temp-dir.ts';

describe('a database file made before the ledger', () => {
  const inTempDir = useTempDir('ledger-');
  let file: string;
  beforeEach(() => {
    file = inTempDir('dev.sqlite');
    // What an older dev API left: schema 1, seeded members with balances, no ledger table.
    const old = new DatabaseSync(file);
    old.exec(SCHEMA_SQL);
    seedDatabase(old, START_TIME);
    old.exec('DROP TABLE IF EXISTS ledger_entries');
    old.prepare("UPDATE members SET balance_paisa = 777_77 WHERE username = 'nusrat99'").run();
    old.exec('PRAGMA user_version = 1');
    old.close();
  });

  it('gets the table and one opening row per member, keeping every balance', () => {
    const db = openDatabase(file, () => START_TIME);
    try {
      const nusrat = (db.prepare("SELECT id FROM members WHERE username = 'nusrat99'").get() as { id: number }).id;
      expect(balanceOf(db, nusrat)).toBe(777_77);
      expect(ledgerSum(db, nusrat)).toBe(777_77);
      expectLedgerBalanced(db);
    } finally {
      db.close();
    }
  });

  it('adds nothing when opened again, and new movements keep the invariant', () => {
    openDatabase(file, () => START_TIME).close();
    const db = openDatabase(file, () => START_TIME + 1000);
    try {
      const rows = (db.prepare('SELECT COUNT(*) AS n FROM ledger_entries').get() as { n: number }).n;
      const nusrat = (db.prepare("SELECT id FROM members WHERE username = 'nusrat99'").get() as { id: number }).id;
      postMovement(db, { memberId: nusrat, kind: 'bet', amountPaisa: -77_77, now: START_TIME + 2000 });
      expect(balanceOf(db, nusrat)).toBe(700_00);
      expect((db.prepare('SELECT COUNT(*) AS n FROM ledger_entries').get() as { n: number }).n).toBe(rows + 1);
      expectLedgerBalanced(db);
    } finally {
      db.close();
    }
  });

  it("backs a balance changed behind the ledger's back with an adjust row", () => {
    openDatabase(file, () => START_TIME).close();
    const raw = new DatabaseSync(file);
    raw.prepare("UPDATE members SET balance_paisa = balance_paisa + 5_00 WHERE username = 'tanvir21'").run();
    raw.close();
    const db = openDatabase(file, () => START_TIME + 1000);
    try {
      const last = db
        .prepare(
          "SELECT kind, amount_paisa, created_at FROM ledger_entries WHERE member_id = (SELECT id FROM members WHERE username = 'tanvir21') ORDER BY id DESC",
        )
        .get();
      expect(last).toEqual({ kind: 'adjust', amount_paisa: 5_00, created_at: START_TIME + 1000 });
      expectLedgerBalanced(db);
    } finally {
      db.close();
    }
  });
});
