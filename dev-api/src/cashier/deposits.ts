import { ApiError } from '../http/api-error.ts';
import crypto from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Language } from '../http/language.ts';
import { inLedgerTransaction, postRequestMovement } from '../ledger/index.ts';
import { cashierError } from './cashier-errors.ts';
import { BANKS_BY_VENDOR, findChannel, findPromo, type ChannelFlow } from './catalogue.ts';
import { bonusPaisa, hasApprovedDeposit } from './promos.ts';

export type DepositStatus = 'pending' | 'approved' | 'rejected' | 'expired';
export const DEPOSIT_STATUSES: DepositStatus[] = ['pending', 'approved', 'rejected', 'expired'];

export interface DepositRow {
  id: number;
  member_id: number;
  channel_code: string;
  flow: ChannelFlow;
  amount_paisa: number;
  promo_id: number | null;
  bonus_paisa: number;
  status: DepositStatus;
  reference: string;
  bank_code: string | null;
  sender_number: string | null;
  trx_id: string | null;
  payer_name: string | null;
  proof_at: number | null;
  gateway_session: string | null;
  return_url: string | null;
  reason: string | null;
  created_at: number;
  expires_at: number;
  closed_at: number | null;
}

/**
 * A pending request whose payment window has passed without the player's proof of payment is expired.
 * Runs before every read and change of deposits ("expired on read"), with the request's clock.
 */
export function expireStaleDeposits(db: DatabaseSync, now: number): void {
  db.prepare(
    "UPDATE deposit_requests SET status = 'expired', closed_at = expires_at WHERE status = 'pending' AND proof_at IS NULL AND expires_at <= ?",
  ).run(now);
}

/**
 * A member may have at most `max` deposit requests open (pending) at once (decision 023): each one is work in
 * the operator's queue, and made-up TrxIDs must not fill it. Call it under the write lock, before the insert.
 */
export function refuseOverOpenDeposits(db: DatabaseSync, memberId: number, max: number, now: number): void {
  expireStaleDeposits(db, now);
  const open = db.prepare("SELECT COUNT(*) AS n FROM deposit_requests WHERE member_id = ? AND status = 'pending'").get(memberId) as {
    n: number;
  };
  if (open.n >= max) throw cashierError(409, 'DEPOSIT_OPEN_LIMIT', { count: max }, { max });
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** K24-7QH2MZ: what the player writes in a bank transfer; no 0/O or 1/I to misread. */
function newReference(db: DatabaseSync): string {
  for (;;) {
    const code = Array.from(crypto.randomBytes(6), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('');
    const reference = `K24-${code}`;
    if (!db.prepare('SELECT 1 FROM deposit_requests WHERE reference = ?').get(reference)) return reference;
  }
}

export interface NewDeposit {
  memberId: number;
  channelCode: string;
  flow: ChannelFlow;
  amountPaisa: number;
  promoId: number | null;
  bonusPaisa: number;
  bankCode?: string | null;
  senderNumber?: string | null;
  trxId?: string | null;
  payerName?: string | null;
  returnUrl?: string | null;
  windowMinutes: number;
  now: number;
}

export function insertDeposit(db: DatabaseSync, deposit: NewDeposit): DepositRow {
  const proof = deposit.trxId || deposit.payerName ? deposit.now : null;
  const session = deposit.flow === 'gateway' ? crypto.randomBytes(24).toString('hex') : null;
  const result = db
    .prepare(`INSERT INTO deposit_requests (member_id, channel_code, flow, amount_paisa, promo_id, bonus_paisa, status, reference, bank_code,
      sender_number, trx_id, payer_name, proof_at, gateway_session, return_url, created_at, expires_at)
      VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(
      deposit.memberId,
      deposit.channelCode,
      deposit.flow,
      deposit.amountPaisa,
      deposit.promoId,
      deposit.bonusPaisa,
      newReference(db),
      deposit.bankCode ?? null,
      deposit.senderNumber ?? null,
      deposit.trxId ?? null,
      deposit.payerName ?? null,
      proof,
      session,
      deposit.returnUrl ?? null,
      deposit.now,
      deposit.now + deposit.windowMinutes * 60_000,
    );
  return findDeposit(db, Number(result.lastInsertRowid))!;
}

export function findDeposit(db: DatabaseSync, id: number): DepositRow | undefined {
  return db.prepare('SELECT * FROM deposit_requests WHERE id = ?').get(id) as DepositRow | undefined;
}

export function findDepositBySession(db: DatabaseSync, session: string): DepositRow | undefined {
  return db.prepare('SELECT * FROM deposit_requests WHERE gateway_session = ?').get(session) as DepositRow | undefined;
}

/** A TrxID may back one live (pending or approved) deposit per channel. */
export function trxIdTaken(db: DatabaseSync, channelCode: string, trxId: string): boolean {
  return (
    db
      .prepare("SELECT 1 FROM deposit_requests WHERE channel_code = ? AND trx_id = ? AND status IN ('pending', 'approved')")
      .get(channelCode, trxId) !== undefined
  );
}

function openDeposit(db: DatabaseSync, id: number, now: number): DepositRow {
  expireStaleDeposits(db, now);
  const row = findDeposit(db, id);
  if (!row) throw new ApiError(404, 'DEPOSIT_NOT_FOUND');
  if (row.status === 'expired') throw new ApiError(409, 'DEPOSIT_EXPIRED');
  if (row.status !== 'pending') throw new ApiError(409, 'DEPOSIT_NOT_PENDING');
  return row;
}

/**
 * Credits a pending deposit: its `deposit` ledger row and, with a promotion, a `bonus` row, each keyed by
 * the request so that they can exist once. A first-deposit bonus is dropped when another deposit was
 * approved meanwhile. A second approval is 409 DEPOSIT_NOT_PENDING.
 */
export function approveDeposit(db: DatabaseSync, id: number, now: number): DepositRow {
  return inLedgerTransaction(db, () => {
    const row = openDeposit(db, id, now);
    const promo = row.promo_id === null ? undefined : findPromo(row.promo_id);
    const bonus = promo && !(promo.firstDepositOnly && hasApprovedDeposit(db, row.member_id)) ? bonusPaisa(promo, row.amount_paisa) : 0;
    const reference = `deposit:${row.id}`;
    postRequestMovement(db, reference, 'credit', { memberId: row.member_id, kind: 'deposit', amountPaisa: row.amount_paisa, now });
    if (bonus > 0)
      postRequestMovement(db, reference, 'bonus', {
        memberId: row.member_id,
        kind: 'bonus',
        amountPaisa: bonus,
        note: `promo:${promo!.id}`,
        now,
      });
    db.prepare("UPDATE deposit_requests SET status = 'approved', bonus_paisa = ?, closed_at = ? WHERE id = ?").run(bonus, now, row.id);
    return findDeposit(db, row.id)!;
  });
}

export function rejectDeposit(db: DatabaseSync, id: number, now: number, reason: string | null): DepositRow {
  return inLedgerTransaction(db, () => {
    const row = openDeposit(db, id, now);
    db.prepare("UPDATE deposit_requests SET status = 'rejected', reason = ?, closed_at = ? WHERE id = ?").run(reason, now, row.id);
    return findDeposit(db, row.id)!;
  });
}

/** Records the player's proof of payment (sender number and TrxID, or the bank payer's name) on a pending request. */
export function attachProof(
  db: DatabaseSync,
  row: DepositRow,
  proof: { senderNumber?: string; trxId?: string; payerName?: string },
  now: number,
): DepositRow {
  if (row.proof_at !== null) throw new ApiError(409, 'DEPOSIT_PROOF_SUBMITTED');
  db.prepare('UPDATE deposit_requests SET sender_number = ?, trx_id = ?, payer_name = ?, proof_at = ? WHERE id = ?').run(
    proof.senderNumber ?? null,
    proof.trxId ?? null,
    proof.payerName ?? null,
    now,
    row.id,
  );
  return findDeposit(db, row.id)!;
}

export function depositView(row: DepositRow, language: Language) {
  const channel = findChannel(row.channel_code);
  const bank = row.bank_code ? BANKS_BY_VENDOR[row.channel_code]?.find((b) => b.code === row.bank_code) : undefined;
  const pick = (t: { bn: string; en: string } | undefined) => (t ? (language === 'EN' ? t.en : t.bn) : null);
  return {
    id: row.id,
    orderNo: `D${String(row.id).padStart(8, '0')}`,
    createdAt: new Date(row.created_at).toISOString(),
    channelCode: row.channel_code,
    channelName: pick(channel?.name) ?? row.channel_code,
    flow: row.flow,
    amount: row.amount_paisa / 100,
    bonus: row.bonus_paisa / 100,
    promoId: row.promo_id,
    status: row.status,
    reference: row.reference,
    bankCode: row.bank_code,
    bankName: pick(bank?.name),
    senderNumber: row.sender_number,
    trxId: row.trx_id,
    payerName: row.payer_name,
    proofSubmitted: row.proof_at !== null,
    expiresAt: new Date(row.expires_at).toISOString(),
    closedAt: row.closed_at === null ? null : new Date(row.closed_at).toISOString(),
    reason: row.reason,
  };
}
