import type { DatabaseSync } from 'node:sqlite';
import { DOWNLINE } from '../agent/seed/downline.ts';
import { ledgerSum } from '../ledger/index.ts';
import { SEEDED_FRIEND_COUNT } from '../member-centre/referral/seed-referrals.ts';
import { withDatabase, writeOldDatabase } from '../test-support/database-files.ts';
import { expectLedgerBalanced } from '../test-support/ledger-invariant.ts';
import { memberId } from '../test-support/records.ts';
import { START_TIME } from '../test-support/test-server.ts';
import { useTempDir } from '../test-support/use-temp-dir.ts';
import { findChannel } from './catalogue.ts';

const count = (db: DatabaseSync, sql: string) => (db.prepare(sql).get() as { n: number }).n;

describe('the cashier data', () => {
  const inTempDir = useTempDir('cashier-');

  it('is seeded on a fresh database: demo01 keeps 1,000.00 with two pages of each history, demo02 and demo03 exist', () => {
    withDatabase(inTempDir('fresh.sqlite'), START_TIME, (db) => {
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
    });
  });

  it('is added to a file made before the ledger and the cashier, keeping every member and balance, once', () => {
    const file = inTempDir('old.sqlite');
    let membersBefore = 0;
    writeOldDatabase(file, START_TIME - 30 * 24 * 60 * 60 * 1000, (old) => {
      old.exec('DROP TABLE IF EXISTS ledger_entries');
      old.prepare("UPDATE members SET balance_paisa = 4321_00 WHERE username = 'demo01'").run();
      membersBefore = count(old, 'SELECT COUNT(*) AS n FROM members');
    });

    withDatabase(file, START_TIME, (db) => {
      expect(ledgerSum(db, memberId(db, 'demo01'))).toBe(4321_00);
      expect(db.prepare("SELECT balance_paisa FROM members WHERE username = 'demo01'").get()).toEqual({ balance_paisa: 4321_00 });
      // demo02, demo03 and play01 (the cashier's), the member centre's invited friends of demo01 and the agency centre's team
      expect(count(db, 'SELECT COUNT(*) AS n FROM members')).toBe(membersBefore + 3 + SEEDED_FRIEND_COUNT + DOWNLINE.length);
      expect(count(db, 'SELECT COUNT(*) AS n FROM deposit_requests')).toBe(16);
      expectLedgerBalanced(db);
    });
    withDatabase(file, START_TIME + 1000, (again) => {
      expect(count(again, 'SELECT COUNT(*) AS n FROM deposit_requests')).toBe(16);
      expect(count(again, "SELECT COUNT(*) AS n FROM members WHERE username = 'demo03'")).toBe(1);
    });
  });

  it('gives demo01 its accounts but no history when its balance could not carry it', () => {
    const file = inTempDir('poor.sqlite');
    writeOldDatabase(file, START_TIME, (old) => old.prepare("UPDATE members SET balance_paisa = 0 WHERE username = 'demo01'").run());
    withDatabase(file, START_TIME, (db) => {
      expect(ledgerSum(db, memberId(db, 'demo01'))).toBe(0);
      expect(count(db, 'SELECT COUNT(*) AS n FROM bank_cards')).toBe(2);
      expect(count(db, 'SELECT COUNT(*) AS n FROM deposit_requests')).toBe(0);
      expectLedgerBalanced(db);
    });
  });
});
