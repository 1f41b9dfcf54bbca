import { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../db/open-database.ts';
import { SCHEMA_SQL } from '../db/schema.ts';
import { seedDatabase } from '../db/seed.ts';
import { DOWNLINE } from '../agent/seed/downline.ts';
import { ledgerSum } from '../ledger/index.ts';
import { expectLedgerBalanced } from '../test-support/ledger-invariant.ts';
import { START_TIME } from '../test-support/test-server.ts';
import { SEEDED_FRIEND_COUNT } from '../member-centre/referral/seed-referrals.ts';
import { findChannel } from './catalogue.ts';
import { useTempDir } from '../test-support/use-temp-dir.ts';

const memberId = (db: DatabaseSync, username: string) =>
  (db.prepare('SELECT id FROM members WHERE username = ?').get(username) as { id: number }).id;
const count = (db: DatabaseSync, sql: string) => (db.prepare(sql).get() as { n: number }).n;

describe('the cashier data', () => {
  const inTempDir = useTempDir('cashier-');

  it('is seeded on a fresh database: demo01 keeps 1,000.00 with two pages of each history, demo02 and demo03 exist', () => {
    const db = openDatabase(inTempDir('fresh.sqlite'), () => START_TIME);
    try {
      const demo = memberId(db, 'demo01');
      expect(ledgerSum(db, demo)).toBe(1000_00);
      expect(count(db, `SELECT COUNT(*) AS n FROM deposit_requests WHERE member_id = ${demo}`)).toBeGreaterThan(10);
      expect(count(db, `SELECT COUNT(*) AS n FROM withdrawal_requests WHERE member_id = ${demo}`)).toBeGreaterThan(10);
      expect(
        db.prepare("SELECT username, type, balance_paisa FROM members WHERE username IN ('demo02', 'demo03') ORDER BY username").all(),
      ).toEqual([
        { username: 'demo02', type: 2, balance_paisa: 1500_00 },
        { username: 'demo03', type: 0, balance_paisa: 2500_00 },
      ]);
      // the seeded proofs follow the channels' own formats, as a player's would
      const proofs = db.prepare('SELECT channel_code, sender_number, trx_id FROM deposit_requests WHERE trx_id IS NOT NULL').all() as {
        channel_code: string;
        sender_number: string;
        trx_id: string;
      }[];
      expect(proofs.length).toBeGreaterThan(8);
      for (const proof of proofs) {
        const channel = findChannel(proof.channel_code)!;
        expect([proof.sender_number, proof.trx_id]).toEqual([
          expect.stringMatching(new RegExp(channel.numberPattern!)),
          expect.stringMatching(new RegExp(channel.trxIdPattern!)),
        ]);
      }
      expectLedgerBalanced(db);
    } finally {
      db.close();
    }
  });

  it('is added to a file made before the ledger and the cashier, keeping every member and balance, once', () => {
    const file = inTempDir('old.sqlite');
    const old = new DatabaseSync(file);
    old.exec(SCHEMA_SQL);
    seedDatabase(old, START_TIME - 30 * 24 * 60 * 60 * 1000);
    old.exec('DROP TABLE IF EXISTS ledger_entries');
    old.prepare("UPDATE members SET balance_paisa = 4321_00 WHERE username = 'demo01'").run();
    old.exec('PRAGMA user_version = 1');
    const membersBefore = count(old, 'SELECT COUNT(*) AS n FROM members');
    old.close();

    const db = openDatabase(file, () => START_TIME);
    try {
      expect(ledgerSum(db, memberId(db, 'demo01'))).toBe(4321_00);
      expect(db.prepare("SELECT balance_paisa FROM members WHERE username = 'demo01'").get()).toEqual({ balance_paisa: 4321_00 });
      // demo02 and demo03 (the cashier's), the member centre's invited friends of demo01 and the agency centre's team
      expect(count(db, 'SELECT COUNT(*) AS n FROM members')).toBe(membersBefore + 2 + SEEDED_FRIEND_COUNT + DOWNLINE.length);
      expect(count(db, 'SELECT COUNT(*) AS n FROM deposit_requests')).toBe(16);
      expectLedgerBalanced(db);
    } finally {
      db.close();
    }
    const again = openDatabase(file, () => START_TIME + 1000);
    try {
      expect(count(again, 'SELECT COUNT(*) AS n FROM deposit_requests')).toBe(16);
      expect(count(again, "SELECT COUNT(*) AS n FROM members WHERE username = 'demo03'")).toBe(1);
    } finally {
      again.close();
    }
  });

  it('gives demo01 its accounts but no history when its balance could not carry it', () => {
    const file = inTempDir('poor.sqlite');
    const old = new DatabaseSync(file);
    old.exec(SCHEMA_SQL);
    seedDatabase(old, START_TIME);
    old.prepare("UPDATE members SET balance_paisa = 0 WHERE username = 'demo01'").run();
    old.exec('PRAGMA user_version = 1');
    old.close();
    const db = openDatabase(file, () => START_TIME);
    try {
      expect(ledgerSum(db, memberId(db, 'demo01'))).toBe(0);
      expect(count(db, 'SELECT COUNT(*) AS n FROM bank_cards')).toBe(2);
      expect(count(db, 'SELECT COUNT(*) AS n FROM deposit_requests')).toBe(0);
      expectLedgerBalanced(db);
    } finally {
      db.close();
    }
  });
});
