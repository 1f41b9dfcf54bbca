import crypto from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { findMerchant, MAIN_MERCHANT, TRIAL_MERCHANT } from '../config/merchants.ts';
import { hashPasswordAsync } from '../crypto/passwords.ts';
import { ApiError } from '../http/api-error.ts';
import { inLedgerTransaction } from '../ledger/index.ts';
import { findMemberByMobile, findMemberByUsername, insertMember, MEMBER_TYPE } from '../members/member-repo.ts';
import { updateProfile } from '../member-centre/security/profile-repo.ts';
import { parseAmountPaisa } from './amount.ts';
import { cardView, insertCard, listCards } from './bank-cards.ts';
import { checkNewPaymentPassword, savePaymentPasswordHash } from './payment-password.ts';

export interface TestMemberRequest {
  type?: unknown;
  balance?: unknown;
  upline?: unknown;
  withdrawalPassword?: unknown;
  boundEwallet?: unknown;
  /** true: a verified mobile number of its own (the second factor of decision 023) */
  mobile?: unknown;
  /** a main merchant other than BDWL (another brand's, issue 23); type 4 goes to that merchant's trial merchant */
  merchant?: unknown;
}

const invalid = (message: string) => new ApiError(400, 'request_body_invalid', { devDetail: message });
const random = (alphabet: string, length: number) => Array.from(crypto.randomBytes(length), (b) => alphabet[b % alphabet.length]).join('');

/**
 * A fresh member for a test that moves money, so that parallel tests never share a balance. The opening
 * balance is a ledger row; type 4 lands on the trial merchant (log in with Merchant BDWL_TRIAL).
 */
export async function createTestMember(db: DatabaseSync, request: TestMemberRequest, now: number) {
  const type = request.type === undefined ? MEMBER_TYPE.member : Number(request.type);
  if (![0, 1, 2, 4].includes(type)) throw invalid('type must be 0, 1, 2 or 4');
  const balancePaisa =
    request.balance === undefined || request.balance === 0 || request.balance === '0'
      ? 0
      : parseAmountPaisa(request.balance, { minPaisa: 1, maxPaisa: 100_000_000 });
  const main =
    typeof request.merchant === 'string' && request.merchant.trim() ? findMerchant(request.merchant) : findMerchant(MAIN_MERCHANT);
  if (main?.kind !== 'main') throw invalid(`no main merchant ${String(request.merchant)}`);
  const merchantCode = type === MEMBER_TYPE.trial ? (main.code === MAIN_MERCHANT ? TRIAL_MERCHANT : `${main.code}_TRIAL`) : main.code;
  let uplineId: number | null = null;
  if (typeof request.upline === 'string' && request.upline.trim()) {
    const upline = findMemberByUsername(db, MAIN_MERCHANT, request.upline.trim());
    if (!upline) throw invalid(`no member ${request.upline}`);
    uplineId = upline.id;
  }
  const pin = typeof request.withdrawalPassword === 'string' && request.withdrawalPassword !== '' ? request.withdrawalPassword : null;
  if (pin !== null) checkNewPaymentPassword(pin);
  // hashed on the password queue before the (synchronous) transaction opens
  const password = `Tt@${random('ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789', 9)}`;
  const [passwordHash, pinHash] = await Promise.all([hashPasswordAsync(password), pin === null ? null : hashPasswordAsync(pin)]);
  return inLedgerTransaction(db, () => {
    let username: string;
    do username = `e2e${random('abcdefghijkmnpqrstuvwxyz23456789', 9)}`;
    while (findMemberByUsername(db, merchantCode, username));
    let mobile: { dialingCode: string; national: string } | undefined;
    if (request.mobile === true || request.mobile === 'true' || request.mobile === 1) {
      do mobile = { dialingCode: '880', national: `17${random('0123456789', 8)}` };
      while (findMemberByMobile(db, merchantCode, mobile));
    }
    const id = insertMember(
      db,
      { merchantCode, username, passwordHash, type, uplineId, balancePaisa, registerMethod: 'H5', ...(mobile ? { mobile } : {}) },
      now,
    );
    if (mobile) updateProfile(db, id, { mobile_verified: 1 }, now);
    if (pinHash !== null) savePaymentPasswordHash(db, id, pinHash, now);
    if (request.boundEwallet === true || request.boundEwallet === 'true' || request.boundEwallet === 1) {
      insertCard(db, id, { kind: 'ewallet', providerCode: 'BKASH', accountNumber: `017${random('0123456789', 8)}`, payeeName: null }, now);
    }
    return {
      id,
      username,
      password,
      merchant: merchantCode,
      type,
      balance: balancePaisa / 100,
      upline: typeof request.upline === 'string' ? request.upline.trim() || null : null,
      withdrawalPassword: pin,
      mobile: mobile ? `${mobile.dialingCode}${mobile.national}` : null,
      bankCards: listCards(db, id).map((card) => cardView(card, 'EN')),
    };
  });
}
