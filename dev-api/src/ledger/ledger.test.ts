import type { DatabaseSync } from 'node:sqlite';
import { START_TIME } from '../test-support/test-server.ts';
import { useSeededDatabase } from '../test-support/use-seeded-database.ts';
import { balanceOf, ledgerSum, listMovements, postMovement, settleHold } from './index.ts';

const DAY = 24 * 60 * 60 * 1000;
let db: DatabaseSync;
let memberId: number;
useSeededDatabase((seeded) => {
  ({ db, tanvirId: memberId } = seeded);
});

const move = (
  kind: Parameters<typeof postMovement>[1]['kind'],
  amountPaisa: number,
  extra: Partial<Parameters<typeof postMovement>[1]> = {},
) => postMovement(db, { memberId, kind, amountPaisa, now: START_TIME, ...extra });

describe('postMovement', () => {
  it('appends a row and moves the cached balance with it', () => {
    const entry = move('deposit', 500_00, { reference: 'deposit:1' });
    expect(entry).toMatchObject({
      memberId,
      kind: 'deposit',
      amountPaisa: 500_00,
      balanceAfterPaisa: 512_75,
      status: 'completed',
      reference: 'deposit:1',
    });
    expect(balanceOf(db, memberId)).toBe(512_75);
    expect(ledgerSum(db, memberId)).toBe(512_75);
  });

  it('refuses a debit below zero with INSUFFICIENT_BALANCE and writes nothing', () => {
    const before = ledgerSum(db, memberId);
    expect(() => move('withdraw', -12_76)).toThrow(expect.objectContaining({ status: 400, code: 'INSUFFICIENT_BALANCE' }));
    expect(balanceOf(db, memberId)).toBe(12_75);
    expect(ledgerSum(db, memberId)).toBe(before);
    expect(move('withdraw', -12_75).balanceAfterPaisa).toBe(0);
  });

  it('returns the first row for a repeated idempotency key and posts nothing', () => {
    const first = move('bonus', 100_00, { idempotencyKey: 'promo:7' });
    const again = move('bonus', 100_00, { idempotencyKey: 'promo:7' });
    expect(again).toEqual(first);
    expect(balanceOf(db, memberId)).toBe(112_75);
    expect((db.prepare("SELECT COUNT(*) AS n FROM ledger_entries WHERE idempotency_key = 'promo:7'").get() as { n: number }).n).toBe(1);
  });

  it('refuses a reused key for a different movement', () => {
    move('bonus', 100_00, { idempotencyKey: 'k1' });
    expect(() => move('bonus', 200_00, { idempotencyKey: 'k1' })).toThrow(expect.objectContaining({ code: 'IDEMPOTENCY_KEY_CONFLICT' }));
    expect(balanceOf(db, memberId)).toBe(112_75);
  });

  it('rejects amounts that are not whole paisa or have the wrong sign for their kind', () => {
    expect(() => move('deposit', 10.5)).toThrow(/integer/);
    expect(() => move('deposit', 0)).toThrow(/integer/);
    expect(() => move('deposit', -100)).toThrow(/credit/);
    expect(() => move('bet', 100)).toThrow(/debit/);
    expect(balanceOf(db, memberId)).toBe(12_75);
  });

  it("joins the caller's transaction so several movements commit or roll back together", () => {
    db.exec('BEGIN IMMEDIATE');
    move('deposit', 10_00);
    expect(() => move('withdraw', -100_00)).toThrow(expect.objectContaining({ code: 'INSUFFICIENT_BALANCE' }));
    db.exec('ROLLBACK');
    expect(balanceOf(db, memberId)).toBe(12_75);
  });

  it('changes only the status when a hold is settled', () => {
    const hold = move('withdraw', -10_00, { status: 'held' });
    settleHold(db, hold.id, 'released');
    expect(() => settleHold(db, hold.id, 'completed')).toThrow(/not a held amount/);
    const row = db.prepare('SELECT amount_paisa, balance_after_paisa, status FROM ledger_entries WHERE id = ?').get(hold.id);
    expect(row).toEqual({ amount_paisa: -10_00, balance_after_paisa: 2_75, status: 'released' });
  });
});

describe('listMovements', () => {
  beforeEach(() => {
    for (let day = 1; day <= 12; day += 1) move(day % 2 ? 'deposit' : 'bet', day % 2 ? 100_00 : -50_00, { now: START_TIME - day * DAY });
  });

  it('pages newest first and totals every matching row', () => {
    const page = listMovements(db, memberId, { from: START_TIME - 30 * DAY, to: START_TIME, page: 1, pageSize: 5 });
    expect(page.totalPages).toBe(3);
    expect(page.currentPage).toBe(1);
    expect(page.showPageSize).toBe(5);
    expect(page.items.map((e) => e.createdAt)).toEqual([1, 2, 3, 4, 5].map((d) => START_TIME - d * DAY));
    // 12 rows plus the opening row dated at registration (12 days ago)
    expect(page.totals).toEqual({ count: 13, creditPaisa: 6 * 100_00 + 12_75, debitPaisa: 6 * 50_00 });
    const last = listMovements(db, memberId, { from: START_TIME - 30 * DAY, to: START_TIME, page: 3, pageSize: 5 });
    expect(last.items).toHaveLength(3);
  });

  it('filters by kind and by an inclusive time range', () => {
    const bets = listMovements(db, memberId, {
      from: START_TIME - 4 * DAY,
      to: START_TIME - 2 * DAY,
      kinds: ['bet'],
      page: 1,
      pageSize: 10,
    });
    expect(bets.items.map((e) => [e.kind, e.createdAt])).toEqual([
      ['bet', START_TIME - 2 * DAY],
      ['bet', START_TIME - 4 * DAY],
    ]);
    expect(bets.totals).toEqual({ count: 2, creditPaisa: 0, debitPaisa: 100_00 });
  });

  it('answers an empty page for a range with no rows', () => {
    const empty = listMovements(db, memberId, { from: START_TIME + DAY, to: START_TIME + 2 * DAY, page: 1, pageSize: 10 });
    expect(empty).toMatchObject({ items: [], totalPages: 0, totals: { count: 0, creditPaisa: 0, debitPaisa: 0 } });
  });
});

describe('seeded balances', () => {
  it('are backed by ledger rows and unchanged (demo01 still has 1,000.00)', () => {
    const demo = db.prepare("SELECT id, balance_paisa FROM members WHERE username = 'demo01'").get() as {
      id: number;
      balance_paisa: number;
    };
    expect(demo.balance_paisa).toBe(1000_00);
    expect(ledgerSum(db, demo.id)).toBe(1000_00);
  });
});
