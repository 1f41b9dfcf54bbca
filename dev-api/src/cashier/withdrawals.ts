import { ApiError } from '../http/api-error.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { Language } from '../http/language.ts';
import { balanceOf, inLedgerTransaction, postRequestMovement, settleHold } from '../ledger/index.ts';
import { insufficientBalance } from './amount.ts';
import { cardView, type BankCardRow } from './bank-cards.ts';
import { WITHDRAW_LIMITS } from './catalogue.ts';
import { dhakaDayStart } from './dates.ts';

export type WithdrawalStatus = 'pending' | 'paid' | 'rejected';
export const WITHDRAWAL_STATUSES: WithdrawalStatus[] = ['pending', 'paid', 'rejected'];

export interface WithdrawalRow {
  id: number;
  member_id: number;
  bank_card_id: number;
  amount_paisa: number;
  status: WithdrawalStatus;
  hold_entry_id: number;
  reason: string | null;
  created_at: number;
  closed_at: number | null;
}

/** Requests made today (a Bangladesh day) that count against the daily limit: all but rejected ones. */
export function withdrawalsToday(db: DatabaseSync, memberId: number, now: number): number {
  const row = db
    .prepare("SELECT COUNT(*) AS n FROM withdrawal_requests WHERE member_id = ? AND created_at >= ? AND status != 'rejected'")
    .get(memberId, dhakaDayStart(now)) as { n: number };
  return row.n;
}

function findWithdrawal(db: DatabaseSync, id: number): WithdrawalRow | undefined {
  return db.prepare('SELECT * FROM withdrawal_requests WHERE id = ?').get(id) as WithdrawalRow | undefined;
}

/**
 * Creates a pending withdrawal and holds its amount at once (a `withdraw` ledger row with status held),
 * in one transaction. Checked under the write lock, in this order: the balance, then today's count.
 */
export function createWithdrawal(db: DatabaseSync, memberId: number, cardId: number, amountPaisa: number, now: number): WithdrawalRow {
  return inLedgerTransaction(db, () => {
    const balance = balanceOf(db, memberId);
    if (amountPaisa > balance) throw insufficientBalance(balance);
    if (withdrawalsToday(db, memberId, now) >= WITHDRAW_LIMITS.dailyCount) {
      throw new ApiError(400, 'WITHDRAW_DAILY_LIMIT', { value: { dailyCount: WITHDRAW_LIMITS.dailyCount } });
    }
    const id = Number(
      db
        .prepare(
          "INSERT INTO withdrawal_requests (member_id, bank_card_id, amount_paisa, status, created_at) VALUES (?, ?, ?, 'pending', ?)",
        )
        .run(memberId, cardId, amountPaisa, now).lastInsertRowid,
    );
    const reference = `withdrawal:${id}`;
    const hold = postRequestMovement(db, reference, 'hold', { memberId, kind: 'withdraw', amountPaisa: -amountPaisa, status: 'held', now });
    db.prepare('UPDATE withdrawal_requests SET hold_entry_id = ? WHERE id = ?').run(hold.id, id);
    return findWithdrawal(db, id)!;
  });
}

function openWithdrawal(db: DatabaseSync, id: number): WithdrawalRow {
  const row = findWithdrawal(db, id);
  if (!row) throw new ApiError(404, 'WITHDRAWAL_NOT_FOUND');
  if (row.status !== 'pending') throw new ApiError(409, 'WITHDRAWAL_NOT_PENDING');
  return row;
}

/** The operator paid it out: the held amount is gone for good (the hold row becomes completed). */
export function payWithdrawal(db: DatabaseSync, id: number, now: number): WithdrawalRow {
  return inLedgerTransaction(db, () => {
    const row = openWithdrawal(db, id);
    settleHold(db, row.hold_entry_id, 'completed');
    db.prepare("UPDATE withdrawal_requests SET status = 'paid', closed_at = ? WHERE id = ?").run(now, row.id);
    return findWithdrawal(db, row.id)!;
  });
}

/** The operator refused it: a `withdraw_release` row gives the held amount back, once. */
export function rejectWithdrawal(db: DatabaseSync, id: number, now: number, reason: string | null): WithdrawalRow {
  return inLedgerTransaction(db, () => {
    const row = openWithdrawal(db, id);
    settleHold(db, row.hold_entry_id, 'released');
    const reference = `withdrawal:${row.id}`;
    postRequestMovement(db, reference, 'release', {
      memberId: row.member_id,
      kind: 'withdraw_release',
      amountPaisa: row.amount_paisa,
      now,
    });
    db.prepare("UPDATE withdrawal_requests SET status = 'rejected', reason = ?, closed_at = ? WHERE id = ?").run(reason, now, row.id);
    return findWithdrawal(db, row.id)!;
  });
}

export function withdrawalView(db: DatabaseSync, row: WithdrawalRow, language: Language) {
  const card = db.prepare('SELECT * FROM bank_cards WHERE id = ?').get(row.bank_card_id) as BankCardRow | undefined;
  const account = card ? cardView(card, language) : null;
  return {
    id: row.id,
    orderNo: `W${String(row.id).padStart(8, '0')}`,
    createdAt: new Date(row.created_at).toISOString(),
    channelCode: account?.providerCode ?? null,
    channelName: account?.providerName ?? null,
    accountType: account?.type ?? null,
    maskedNumber: account?.maskedNumber ?? null,
    payeeName: account?.payeeName ?? null,
    amount: row.amount_paisa / 100,
    status: row.status,
    closedAt: row.closed_at === null ? null : new Date(row.closed_at).toISOString(),
    reason: row.reason,
  };
}
