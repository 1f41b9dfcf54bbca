import { ApiError } from '../http/api-error.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { Language } from '../http/language.ts';
import { cashierError } from './cashier-errors.ts';
import { MAX_BANK_CARDS, PAYOUT_BANKS, PAYOUT_WALLETS, type Texts } from './catalogue.ts';

export interface BankCardRow {
  id: number;
  member_id: number;
  kind: 'ewallet' | 'bank';
  provider_code: string;
  account_number: string;
  payee_name: string | null;
  created_at: number;
  /** withdrawals to it wait until then (a newly bound account, decision 023); null: no hold */
  withdrawable_from: number | null;
}

const BANK_ACCOUNT_PATTERN = /^\d{10,17}$/;
/** Letters of any script, spaces, dots, apostrophes and hyphens: names as banks print them. */
const PAYEE_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]{1,59}$/u;

function providerName(kind: 'ewallet' | 'bank', code: string): Texts {
  const list: { code: string; name: Texts }[] = kind === 'ewallet' ? PAYOUT_WALLETS : PAYOUT_BANKS;
  return list.find((p) => p.code === code)?.name ?? { bn: code, en: code };
}

/** 01712345678 -> 017****5678: what a record or a list shows of an account number. */
export const maskNumber = (number: string) =>
  number.length > 7 ? `${number.slice(0, 3)}${'*'.repeat(number.length - 7)}${number.slice(-4)}` : number;

export function cardView(card: BankCardRow, language: Language) {
  const name = providerName(card.kind, card.provider_code);
  return {
    id: card.id,
    type: card.kind,
    providerCode: card.provider_code,
    providerName: language === 'EN' ? name.en : name.bn,
    accountNumber: card.account_number,
    maskedNumber: maskNumber(card.account_number),
    payeeName: card.payee_name,
    createdAt: new Date(card.created_at).toISOString(),
  };
}

/** A member's own payout account: as cardView, with the end of its hold while one runs. */
export function payoutAccountView(card: BankCardRow, language: Language, now: number) {
  const held = card.withdrawable_from !== null && card.withdrawable_from > now;
  return { ...cardView(card, language), onHoldUntil: held ? new Date(card.withdrawable_from!).toISOString() : null };
}

export function listCards(db: DatabaseSync, memberId: number): BankCardRow[] {
  return db.prepare('SELECT * FROM bank_cards WHERE member_id = ? ORDER BY id').all(memberId) as unknown as BankCardRow[];
}

export function findCard(db: DatabaseSync, memberId: number, id: number): BankCardRow | undefined {
  return db.prepare('SELECT * FROM bank_cards WHERE member_id = ? AND id = ?').get(memberId, id) as BankCardRow | undefined;
}

export interface NewCard {
  kind: string;
  providerCode: string;
  accountNumber: string;
  payeeName: string;
}

/** Validates a payout account: an e-wallet number (payee name optional) or a bank account (payee name required). */
export function checkNewCard(db: DatabaseSync, memberId: number, card: NewCard): { kind: 'ewallet' | 'bank'; providerCode: string } {
  const kind = card.kind === 'bank' ? 'bank' : card.kind === 'ewallet' ? 'ewallet' : null;
  const providers: { code: string }[] = kind === 'bank' ? PAYOUT_BANKS : PAYOUT_WALLETS;
  const providerCode = card.providerCode.toUpperCase();
  if (!kind || !providers.some((p) => p.code === providerCode))
    throw new ApiError(400, 'BANK_CARD_INVALID', { value: { field: 'providerCode' } });
  const wallet = PAYOUT_WALLETS.find((w) => w.code === providerCode);
  const numberOk =
    kind === 'ewallet' ? new RegExp(wallet!.numberPattern).test(card.accountNumber) : BANK_ACCOUNT_PATTERN.test(card.accountNumber);
  if (!numberOk) throw new ApiError(400, 'BANK_CARD_INVALID', { value: { field: 'accountNumber' } });
  if ((kind === 'bank' || card.payeeName !== '') && !PAYEE_NAME_PATTERN.test(card.payeeName)) throw new ApiError(400, 'PAYEE_NAME_INVALID');
  const cards = listCards(db, memberId);
  if (cards.some((c) => c.provider_code === providerCode && c.account_number === card.accountNumber))
    throw new ApiError(409, 'BANK_CARD_EXISTS');
  if (cards.length >= MAX_BANK_CARDS) throw cashierError(400, 'BANK_CARD_LIMIT', { count: MAX_BANK_CARDS }, { max: MAX_BANK_CARDS });
  return { kind, providerCode };
}

export function insertCard(
  db: DatabaseSync,
  memberId: number,
  card: { kind: 'ewallet' | 'bank'; providerCode: string; accountNumber: string; payeeName: string | null },
  now: number,
  withdrawableFrom: number | null = null,
): number {
  const result = db
    .prepare(
      'INSERT INTO bank_cards (member_id, kind, provider_code, account_number, payee_name, created_at, withdrawable_from) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(memberId, card.kind, card.providerCode, card.accountNumber, card.payeeName || null, now, withdrawableFrom);
  return Number(result.lastInsertRowid);
}
