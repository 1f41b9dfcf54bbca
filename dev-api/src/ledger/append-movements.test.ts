import type { DatabaseSync } from 'node:sqlite';
import { START_TIME } from '../test-support/test-server.ts';
import { useSeededDatabase } from '../test-support/use-seeded-database.ts';
import { appendMovements, balanceOf, ledgerSum } from './index.ts';

let db: DatabaseSync;
let memberId: number;
useSeededDatabase((seeded) => {
  ({ db, tanvirId: memberId } = seeded);
});

describe('appendMovements', () => {
  it('appends many rows in order with their running balances, as postMovement would', () => {
    appendMovements(db, memberId, [
      { kind: 'deposit', amountPaisa: 100_00, now: START_TIME + 1 },
      { kind: 'bet', amountPaisa: -50_25, reference: 'bet:1', now: START_TIME + 2 },
      { kind: 'win', amountPaisa: 80_00, reference: 'bet:1', now: START_TIME + 3 },
    ]);
    const rows = db
      .prepare(
        'SELECT kind, amount_paisa, balance_after_paisa, reference FROM ledger_entries WHERE member_id = ? AND created_at > ? ORDER BY id',
      )
      .all(memberId, START_TIME);
    expect(rows).toEqual([
      { kind: 'deposit', amount_paisa: 100_00, balance_after_paisa: 112_75, reference: null },
      { kind: 'bet', amount_paisa: -50_25, balance_after_paisa: 62_50, reference: 'bet:1' },
      { kind: 'win', amount_paisa: 80_00, balance_after_paisa: 142_50, reference: 'bet:1' },
    ]);
    expect(balanceOf(db, memberId)).toBe(142_50);
  });

  it('writes nothing when a row would take the balance below zero or has the wrong sign', () => {
    expect(() =>
      appendMovements(db, memberId, [
        { kind: 'deposit', amountPaisa: 1_00, now: START_TIME },
        { kind: 'bet', amountPaisa: -14_00, now: START_TIME },
      ]),
    ).toThrow(expect.objectContaining({ code: 'INSUFFICIENT_BALANCE' }));
    expect(() => appendMovements(db, memberId, [{ kind: 'win', amountPaisa: -1, now: START_TIME }])).toThrow(/credit/);
    expect(balanceOf(db, memberId)).toBe(12_75);
    expect(ledgerSum(db, memberId)).toBe(12_75);
  });
});
