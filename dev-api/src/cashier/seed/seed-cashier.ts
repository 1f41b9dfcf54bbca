import type { DatabaseSync } from 'node:sqlite';
import { BDPLAY_MERCHANT, MAIN_MERCHANT } from '../../config/merchants.ts';
import { hashPassword } from '../../crypto/passwords.ts';
import { balanceOf, postMovement, settleHold, type LedgerKind } from '../../ledger/index.ts';
import { findMemberByUsername, insertMember, MEMBER_TYPE } from '../../members/member-repo.ts';
import { insertCard } from '../bank-cards.ts';
import { findChannel, findPromo } from '../catalogue.ts';
import { insertDeposit } from '../deposits.ts';
import { DAY_MS, HOUR_MS } from '../../records/period.ts';
import { bonusPaisa } from '../promos.ts';
import { savePaymentPasswordHash } from '../payment-password.ts';
import { BALANCING_MINUTES_AGO, DEMO_DEPOSITS, DEMO_PLAY, DEMO_WITHDRAWALS } from './demo01-history.ts';

/** The withdrawal password of the seeded players (README, CONTRACT.md "Seeded data"). */
export const SEED_WITHDRAWAL_PASSWORD = '246810';

/**
 * The members of the upline rules: demo02 (type 2, may not transfer) and demo03 (type 0, may); and play01, the
 * second brand's player (BanglaPlay, merchant BDPL, issue 23).
 */
const CASHIER_SEED_MEMBERS: {
  username: string;
  password: string;
  nickname: string;
  type: number;
  balancePaisa: number;
  upline: string | null;
  daysAgo: number;
  merchant?: string;
}[] = [
  {
    username: 'demo02',
    password: 'Demo@1234',
    nickname: 'Sabbir',
    type: MEMBER_TYPE.subAgent,
    balancePaisa: 1_500_00,
    upline: 'agent01',
    daysAgo: 90,
  },
  {
    username: 'demo03',
    password: 'Demo@1234',
    nickname: 'Farhana',
    type: MEMBER_TYPE.member,
    balancePaisa: 2_500_00,
    upline: 'agent01',
    daysAgo: 45,
  },
  {
    username: 'play01',
    password: 'Demo@1234',
    nickname: 'Nusrat',
    type: MEMBER_TYPE.member,
    balancePaisa: 800_00,
    upline: null,
    daysAgo: 30,
    merchant: BDPLAY_MERCHANT,
  },
];

/** One dated piece of history: the ledger amounts it implies (for the check) and how to write it. */
interface Event {
  at: number;
  amounts: { at: number; paisa: number }[];
  apply: () => void;
}

// Seeding hashes a few passwords on every fresh (test) database: once per process is enough.
const hashCache = new Map<string, string>();
const cachedHash = (secret: string) => hashCache.get(secret) ?? hashCache.set(secret, hashPassword(secret)).get(secret)!;

const trxId = (channel: string, n: number) => {
  const base = `${channel.slice(0, 2)}${(7_919 * (n + 11)).toString(36).toUpperCase()}QZ7K4M9P2X8W`;
  return channel === 'ROCKET' ? String(3_049_187_265 + n * 7_919) : base.slice(0, channel === 'NAGAD' ? 8 : channel === 'UPAY' ? 12 : 10);
};

type Move = (
  at: number,
  kind: LedgerKind,
  paisa: number,
  extra?: { reference?: string; key?: string; status?: 'held' },
) => ReturnType<typeof postMovement>;

/** What the history's parts write with: demo01's ledger, and the moment a seeded "days and hours ago" names. */
interface Demo01 {
  db: DatabaseSync;
  memberId: number;
  momentOf: (ago: { daysAgo: number; hoursAgo?: number }) => number;
  move: Move;
}

function depositEvents({ db, memberId, momentOf, move }: Demo01): Event[] {
  return DEMO_DEPOSITS.map(({ channel: code, paisa: amount, status, promoId, ...ago }, n) => {
    const channel = findChannel(code)!;
    const at = momentOf(ago);
    const promo = promoId === null ? undefined : findPromo(promoId);
    const bonus = promo && status === 'approved' ? bonusPaisa(promo, amount) : 0;
    const closeAt = at + 20 * 60 * 1000;
    const write = () => {
      const deposit = insertDeposit(db, {
        memberId,
        channelCode: code,
        flow: channel.flow,
        amountPaisa: amount,
        promoId: promo?.id ?? null,
        bonusPaisa: bonus,
        bankCode: channel.flow === 'bank' ? 'DBBL' : null,
        senderNumber: channel.flow !== 'ewallet' ? null : code === 'ROCKET' ? '017123456789' : '01712345678',
        trxId: channel.flow === 'ewallet' && status !== 'expired' ? trxId(code, n) : null,
        payerName: channel.flow === 'bank' && status !== 'expired' ? 'Abdur Rahim' : null,
        returnUrl: channel.flow === 'gateway' ? '/m/voucherCenter' : null,
        windowMinutes: channel.windowMinutes,
        now: at,
      });
      if (status === 'pending') return;
      const reason = status === 'rejected' ? (channel.flow === 'gateway' ? 'Payment failed' : 'Payment not received') : null;
      db.prepare('UPDATE deposit_requests SET status = ?, reason = ?, closed_at = ?, gateway_session = NULL WHERE id = ?').run(
        status,
        reason,
        status === 'expired' ? deposit.expires_at : closeAt,
        deposit.id,
      );
      if (status !== 'approved') return;
      const reference = `deposit:${deposit.id}`;
      move(closeAt, 'deposit', amount, { reference, key: `${reference}:credit` });
      if (bonus) move(closeAt, 'bonus', bonus, { reference, key: `${reference}:bonus` });
    };
    return { at, amounts: status === 'approved' ? [{ at: closeAt, paisa: amount + bonus }] : [], apply: write };
  });
}

function withdrawalEvents({ db, memberId, momentOf, move }: Demo01, cards: { bank: number; wallet: number }): Event[] {
  return DEMO_WITHDRAWALS.map(({ paisa: amount, status, account, ...ago }) => {
    const at = momentOf(ago);
    const closeAt = at + 3 * 60 * 60 * 1000;
    return {
      at,
      amounts: [{ at, paisa: -amount }, ...(status === 'rejected' ? [{ at: closeAt, paisa: amount }] : [])],
      apply: () => {
        const id = Number(
          db
            .prepare(
              "INSERT INTO withdrawal_requests (member_id, bank_card_id, amount_paisa, status, created_at) VALUES (?, ?, ?, 'pending', ?)",
            )
            .run(memberId, account === 'bank' ? cards.bank : cards.wallet, amount, at).lastInsertRowid,
        );
        const reference = `withdrawal:${id}`;
        const hold = move(at, 'withdraw', -amount, { reference, key: `${reference}:hold`, status: 'held' });
        db.prepare('UPDATE withdrawal_requests SET hold_entry_id = ? WHERE id = ?').run(hold.id, id);
        if (status === 'pending') return;
        settleHold(db, hold.id, status === 'paid' ? 'completed' : 'released');
        if (status === 'rejected') move(closeAt, 'withdraw_release', amount, { reference, key: `${reference}:release` });
        db.prepare('UPDATE withdrawal_requests SET status = ?, reason = ?, closed_at = ? WHERE id = ?').run(
          status,
          status === 'rejected' ? 'Account name does not match' : null,
          closeAt,
          id,
        );
      },
    };
  });
}

/** The games' bets and wins, and the lottery's orders seeded before. */
function playEvents({ db, memberId, momentOf, move }: Demo01): Event[] {
  const events: Event[] = [];
  for (const { kind, paisa: amount, ...ago } of DEMO_PLAY) {
    const at = momentOf(ago) + 12 * HOUR_MS;
    const paisa = kind === 'bet' ? -amount : amount;
    events.push({ at, amounts: [{ at, paisa }], apply: () => move(at, kind, paisa) });
  }
  for (const sub of lotteryPlay(db, memberId)) {
    events.push({
      at: sub.at,
      amounts: [{ at: sub.at, paisa: sub.paisa }],
      apply: () => move(sub.at, sub.kind, sub.paisa, { reference: sub.reference, key: sub.key }),
    });
  }
  return events;
}

/** Writes the events in time order, with one more game row that brings their sum to zero. */
function writeBalanced({ db, memberId, move }: Demo01, events: Event[], now: number): void {
  const amounts = events.flatMap((e) => e.amounts);
  const net = amounts.reduce((sum, a) => sum + a.paisa, 0);
  const balancingAt = now - BALANCING_MINUTES_AGO * 60 * 1000;
  if (net !== 0) {
    const kind = net > 0 ? 'bet' : 'win';
    events.push({ at: balancingAt, amounts: [], apply: () => move(balancingAt, kind, -net) });
    amounts.push({ at: balancingAt, paisa: -net });
  }
  // The history starts from the balance demo01 has now (its opening row) and ends there again; on an old
  // database where that balance is too low to carry it, demo01 simply gets no history.
  let running = balanceOf(db, memberId);
  for (const amount of amounts.sort((a, b) => a.at - b.at)) {
    running += amount.paisa;
    if (running < 0) return;
  }
  for (const event of events.sort((a, b) => a.at - b.at)) event.apply();
}

/**
 * demo01's deposits, withdrawals and play, each with the ledger rows it implies, in time order. The rows
 * add up to zero, so demo01 ends at the balance it had before (1,000.00 when fresh). Each movement is written
 * beside the rows it implies, so that the sum can be checked by reading.
 */
function seedDemo01History(db: DatabaseSync, memberId: number, now: number): void {
  const wallet = insertCard(
    db,
    memberId,
    { kind: 'ewallet', providerCode: 'BKASH', accountNumber: '01712345678', payeeName: 'Rahim Uddin' },
    now - 170 * DAY_MS,
  );
  const bank = insertCard(
    db,
    memberId,
    { kind: 'bank', providerCode: 'DBBL', accountNumber: '1071100012345', payeeName: 'Abdur Rahim' },
    now - 60 * DAY_MS,
  );
  savePaymentPasswordHash(db, memberId, cachedHash(SEED_WITHDRAWAL_PASSWORD), now - 170 * DAY_MS);
  const move: Move = (at, kind, paisa, extra = {}) =>
    postMovement(db, {
      memberId,
      kind,
      amountPaisa: paisa,
      reference: extra.reference ?? null,
      idempotencyKey: extra.key ?? null,
      status: extra.status,
      now: at,
    });
  const momentOf = ({ daysAgo, hoursAgo = 0 }: { daysAgo: number; hoursAgo?: number }) => now - daysAgo * DAY_MS - hoursAgo * HOUR_MS;
  const demo01: Demo01 = { db, memberId, momentOf, move };
  const events = [...depositEvents(demo01), ...withdrawalEvents(demo01, { bank, wallet }), ...playEvents(demo01)];
  writeBalanced(demo01, events, now);
}

/** The seeded lottery orders' stakes, wins and refunds, when the lobby's tables exist. */
function lotteryPlay(
  db: DatabaseSync,
  memberId: number,
): { at: number; kind: LedgerKind; paisa: number; reference: string; key?: string }[] {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'lobby_lottery_suborders'").get()) return [];
  const subs = db
    .prepare(
      'SELECT s.id, s.order_id, s.amount_paisa, s.status, s.win_paisa, o.created_at FROM lobby_lottery_suborders s JOIN lobby_lottery_orders o ON o.id = s.order_id WHERE o.member_id = ?',
    )
    .all(memberId) as { id: number; order_id: number; amount_paisa: number; status: string; win_paisa: number; created_at: number }[];
  return subs.flatMap((s) => {
    const reference = `lottery:${s.order_id}:${s.id}`;
    const rows: { at: number; kind: LedgerKind; paisa: number; reference: string; key?: string }[] = [
      { at: s.created_at, kind: 'bet', paisa: -s.amount_paisa, reference },
    ];
    if (s.win_paisa > 0) rows.push({ at: s.created_at + 60_000, kind: 'win', paisa: s.win_paisa, reference });
    if (s.status === 'CANCELLED')
      rows.push({
        at: s.created_at + 30_000,
        kind: 'lottery_refund',
        paisa: s.amount_paisa,
        reference,
        key: `lottery:suborder:${s.id}:refund`,
      });
    return rows;
  });
}

/** The cashier's seeded members that are missing, with their withdrawal password (a migration step adds new ones). */
export function seedCashierMembers(db: DatabaseSync, now: number): void {
  for (const seed of CASHIER_SEED_MEMBERS) {
    const merchantCode = seed.merchant ?? MAIN_MERCHANT;
    if (findMemberByUsername(db, merchantCode, seed.username)) continue;
    const upline = seed.upline ? findMemberByUsername(db, MAIN_MERCHANT, seed.upline) : null;
    const id = insertMember(
      db,
      {
        merchantCode,
        username: seed.username,
        passwordHash: cachedHash(seed.password),
        nickname: seed.nickname,
        type: seed.type,
        uplineId: upline?.id ?? null,
        balancePaisa: seed.balancePaisa,
        registerMethod: 'H5',
      },
      now - seed.daysAgo * DAY_MS,
    );
    savePaymentPasswordHash(db, id, cachedHash(SEED_WITHDRAWAL_PASSWORD), now - seed.daysAgo * DAY_MS);
  }
}

/** The cashier's seed: its members when missing, and demo01's accounts, withdrawal password and history. */
export function seedCashier(db: DatabaseSync, now: number): void {
  seedCashierMembers(db, now);
  const demo = findMemberByUsername(db, MAIN_MERCHANT, 'demo01');
  const hasHistory = demo && db.prepare('SELECT 1 FROM deposit_requests WHERE member_id = ?').get(demo.id);
  if (demo && !hasHistory) seedDemo01History(db, demo.id, now);
}
