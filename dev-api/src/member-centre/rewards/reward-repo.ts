import type { DatabaseSync } from 'node:sqlite';
import { pick, type Language } from '../../http/language.ts';
import { iso, taka } from '../core/format.ts';
import { effectiveStatus, type RewardStatus } from './reward-status.ts';

interface PromotionRow {
  id: number;
  title_bn: string;
  title_en: string;
  start_date: number;
  end_date: number | null;
  no_expiry: number;
  images: string;
  join_mode: string | null;
  kind: string | null;
  status: string | null;
  bonus_paisa: number | null;
  claimed_at: number | null;
}

export interface Reward {
  id: number;
  title: string;
  imageUrl: string | null;
  kind: string;
  startDate: string;
  endDate: string | null;
  noExpiry: number;
  status: RewardStatus;
  bonus: number | null;
  claimedAt: string | null;
  canJoin: boolean;
  canClaim: boolean;
}

const PROMOTIONS_SQL = `SELECT a.id, a.title_bn, a.title_en, a.start_date, a.end_date, a.no_expiry, a.images,
    t.join_mode, t.kind, r.status, r.bonus_paisa, r.claimed_at
  FROM announcements a
  LEFT JOIN mc_promotion_terms t ON t.announcement_id = a.id
  LEFT JOIN mc_rewards r ON r.announcement_id = a.id AND r.member_id = ?
  WHERE a.type = 'PR' AND a.merchant_code = ?`;

function rewardView(row: PromotionRow, status: RewardStatus, language: Language): Reward {
  const images = JSON.parse(row.images) as { url: string; sequence: number }[];
  return {
    id: row.id,
    title: pick(language, { bn: row.title_bn, en: row.title_en }),
    imageUrl: images.find((image) => image.sequence === 1)?.url ?? images[0]?.url ?? null,
    kind: row.kind ?? 'BONUS',
    startDate: iso(row.start_date),
    endDate: row.end_date === null ? null : iso(row.end_date),
    noExpiry: row.no_expiry,
    status,
    bonus: row.bonus_paisa ? taka(row.bonus_paisa) : null,
    claimedAt: row.claimed_at === null ? null : iso(row.claimed_at),
    canJoin: status === 'JOIN',
    canClaim: status === 'CLAIM',
  };
}

const withStatus = (row: PromotionRow, now: number, language: Language) => {
  const status = effectiveStatus({ start: row.start_date, end: row.end_date }, row.status, now);
  return status && rewardView(row, status, language);
};

/** The member's reward centre: running and upcoming promotions, and ended ones the member was in. */
export function listRewards(db: DatabaseSync, memberId: number, merchantCode: string, now: number, language: Language): Reward[] {
  const rows = db.prepare(`${PROMOTIONS_SQL} ORDER BY a.sort_order, a.id`).all(memberId, merchantCode) as unknown as PromotionRow[];
  return rows.map((row) => withStatus(row, now, language)).filter((reward): reward is Reward => reward !== null);
}

export function findReward(db: DatabaseSync, memberId: number, merchantCode: string, id: number, now: number, language: Language) {
  const row = db.prepare(`${PROMOTIONS_SQL} AND a.id = ?`).get(memberId, merchantCode, id) as PromotionRow | undefined;
  return row ? { row, reward: withStatus(row, now, language) } : undefined;
}

export const unclaimedCount = (rewards: Reward[]) => rewards.filter((reward) => reward.canClaim).length;

/** Stores the member's status and mirrors it where the lobby's promotion list reads statuses. */
export function setRewardStatus(
  db: DatabaseSync,
  memberId: number,
  id: number,
  status: RewardStatus,
  now: number,
  extra: { bonusPaisa?: number; claimedAt?: number; ledgerReference?: string } = {},
) {
  db.prepare(`INSERT INTO mc_rewards (member_id, announcement_id, status, bonus_paisa, claimed_at, ledger_reference, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (member_id, announcement_id) DO UPDATE SET status = excluded.status,
      bonus_paisa = CASE WHEN ? IS NULL THEN bonus_paisa ELSE excluded.bonus_paisa END,
      claimed_at = COALESCE(excluded.claimed_at, claimed_at), ledger_reference = COALESCE(excluded.ledger_reference, ledger_reference),
      updated_at = excluded.updated_at`).run(
    memberId,
    id,
    status,
    extra.bonusPaisa ?? 0,
    extra.claimedAt ?? null,
    extra.ledgerReference ?? null,
    now,
    extra.bonusPaisa ?? null,
  );
  mirrorStatuses(db, memberId);
}

/** The lobby's promotions read lobby_promo_status: it follows the reward centre's statuses. */
export function mirrorStatuses(db: DatabaseSync, memberId: number | null = null): void {
  db.prepare(`INSERT INTO lobby_promo_status (member_id, announcement_id, status)
      SELECT member_id, announcement_id, status FROM mc_rewards WHERE ? IS NULL OR member_id = ?
    ON CONFLICT (member_id, announcement_id) DO UPDATE SET status = excluded.status`).run(memberId, memberId);
}
