import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../db/open-database.ts';
import { expectLedgerBalanced } from '../test-support/ledger-invariant.ts';
import { START_TIME } from '../test-support/test-server.ts';
import { DOWNLINE } from './seed/downline.ts';
import { useTempDir } from '../test-support/use-temp-dir.ts';

const count = (db: DatabaseSync, sql: string) => (db.prepare(sql).get() as { n: number }).n;

describe('the agency centre data', () => {
  const inTempDir = useTempDir('agent-data-');

  it('is added once to a file made before it, keeping what the file had', () => {
    const file = inTempDir('dev.sqlite');
    const first = openDatabase(file, () => START_TIME);
    // What a file made before the agency centre looks like: everything else, none of its tables or team.
    first.exec('PRAGMA foreign_keys = OFF');
    for (const table of [
      'bets',
      'rebate_claims',
      'agent_contracts',
      'agent_dividends',
      'agent_notice_reads',
      'member_presence',
      'agent_meta',
    ])
      first.exec(`DROP TABLE ${table}`);
    first.exec("DELETE FROM schema_migrations WHERE area = 'agent'");
    const team = JSON.stringify(DOWNLINE.map((m) => m.username));
    first
      .prepare('DELETE FROM ledger_entries WHERE member_id IN (SELECT id FROM members WHERE username IN (SELECT value FROM json_each(?)))')
      .run(team);
    first
      .prepare("DELETE FROM ledger_entries WHERE member_id = (SELECT id FROM members WHERE username = 'agent01') AND kind = 'dividend'")
      .run();
    first.prepare("UPDATE members SET balance_paisa = 25000_00 WHERE username = 'agent01'").run();
    first.prepare('DELETE FROM members WHERE username IN (SELECT value FROM json_each(?))').run(team);
    first
      .prepare("INSERT INTO members (merchant_code, username, password_hash, type, reg_date) VALUES ('BDWL', 'keptmember', 'x', 0, ?)")
      .run(START_TIME);
    const membersBefore = count(first, 'SELECT COUNT(*) AS n FROM members');
    first.close();

    const db = openDatabase(file, () => START_TIME + 60_000);
    try {
      expect(count(db, 'SELECT COUNT(*) AS n FROM members')).toBe(membersBefore + DOWNLINE.length);
      expect(count(db, "SELECT COUNT(*) AS n FROM members WHERE username = 'keptmember'")).toBe(1);
      expect(count(db, 'SELECT COUNT(*) AS n FROM bets')).toBeGreaterThan(1000);
      expect(count(db, "SELECT COUNT(*) AS n FROM agent_contracts WHERE status = 'PENDING'")).toBeGreaterThan(3);
      expectLedgerBalanced(db);
    } finally {
      db.close();
    }
    const again = openDatabase(file, () => START_TIME + 120_000);
    try {
      expect(count(again, 'SELECT COUNT(*) AS n FROM members')).toBe(membersBefore + DOWNLINE.length);
      expect(count(again, "SELECT COUNT(*) AS n FROM schema_migrations WHERE area = 'agent'")).toBe(1);
    } finally {
      again.close();
    }
  });
});
