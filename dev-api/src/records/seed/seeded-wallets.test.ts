import type { DatabaseSync } from 'node:sqlite';
import { IN_MEMORY, openDatabase } from '../../db/open-database.ts';
import { DOWNLINE } from '../../agent/seed/downline.ts';
import { expectLedgerBalanced } from '../../test-support/ledger-invariant.ts';
import { memberId } from '../../test-support/records.ts';
import { START_TIME } from '../../test-support/test-server.ts';

// The wallet pays the games: every seeded bet record's stake and payout is a ledger row, and the other
// way round, so the betting record, the profit and loss and the account record agree.
let db: DatabaseSync;
beforeAll(() => {
  db = openDatabase(IN_MEMORY, () => START_TIME);
});
afterAll(() => db.close());

const one = (sql: string, ...args: number[]) => (db.prepare(sql).get(...args) as { n: number }).n;

describe('the seeded bet records and wallets', () => {
  it('match stake for stake and payout for payout for each seeded player', () => {
    for (const { username } of DOWNLINE.filter((m) => m.deposits)) {
      const id = memberId(db, username);
      const stakes = one("SELECT COALESCE(SUM(bet_paisa), 0) AS n FROM bets WHERE member_id = ? AND status != 'CANCELLED'", id);
      const wins = one('SELECT COALESCE(SUM(win_paisa), 0) AS n FROM bets WHERE member_id = ?', id);
      expect([
        username,
        one("SELECT COALESCE(-SUM(amount_paisa), 0) AS n FROM ledger_entries WHERE member_id = ? AND kind = 'bet'", id),
      ]).toEqual([username, stakes]);
      expect([
        username,
        one("SELECT COALESCE(SUM(amount_paisa), 0) AS n FROM ledger_entries WHERE member_id = ? AND kind = 'win'", id),
      ]).toEqual([username, wins]);
      // each stake row names its bet record
      const unnamed = one(
        "SELECT COUNT(*) AS n FROM ledger_entries e WHERE member_id = ? AND kind IN ('bet', 'win') AND NOT EXISTS (SELECT 1 FROM bets b WHERE 'bet:' || b.id = e.reference AND b.member_id = e.member_id)",
        id,
      );
      expect([username, unnamed]).toEqual([username, 0]);
      expect(stakes).toBeGreaterThan(0);
    }
  });

  it('give demo01 bet records drawn from its wallet history, lottery included', () => {
    const demo = memberId(db, 'demo01');
    expect(one('SELECT COUNT(*) AS n FROM bets WHERE member_id = ?', demo)).toBeGreaterThan(10);
    expect(one('SELECT SUM(bet_paisa) AS n FROM bets WHERE member_id = ?', demo)).toBe(
      one("SELECT -SUM(amount_paisa) AS n FROM ledger_entries WHERE member_id = ? AND kind = 'bet'", demo),
    );
    expect(one('SELECT SUM(win_paisa) AS n FROM bets WHERE member_id = ?', demo)).toBe(
      one("SELECT SUM(amount_paisa) AS n FROM ledger_entries WHERE member_id = ? AND kind = 'win'", demo),
    );
    expect(one("SELECT COUNT(*) AS n FROM bets WHERE member_id = ? AND game_type IN ('LOTT', 'ELOTT')", demo)).toBe(6);
    expect(one('SELECT balance_paisa AS n FROM members WHERE id = ?', demo)).toBe(1000_00);
  });

  it('keep every balance equal to its rows, never below zero, and leave the recent rebates unclaimed', () => {
    expectLedgerBalanced(db);
    expect(one('SELECT COUNT(*) AS n FROM ledger_entries WHERE balance_after_paisa < 0')).toBe(0);
    expect(
      one(
        "SELECT COUNT(*) AS n FROM bets WHERE status = 'SETTLED' AND rebate_claim_id IS NULL AND rebate_paisa > 0 AND member_id = ?",
        memberId(db, 'rakibhasan'),
      ),
    ).toBeGreaterThan(0);
    expect(one('SELECT COUNT(*) AS n FROM rebate_claims WHERE member_id = ?', memberId(db, 'rakibhasan'))).toBeGreaterThan(3);
  });
});
