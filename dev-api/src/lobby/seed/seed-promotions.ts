import type { DatabaseSync } from 'node:sqlite';
import { MAIN_MERCHANT } from '../../config/merchants.ts';
import { hostileHtml } from './hostile-html.ts';
import { seededMemberId } from './seed-members.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Lobby promotions live in the announcements table (type PR) beside the platform seed's, from this id on. */
const LOBBY_PROMOTION_FIRST_ID = 2001;

const CATEGORIES: [string, string][] = [
  ['জনপ্রিয়', 'Popular'],
  ['নতুন সদস্য', 'New members'],
  ['রেফারেল', 'Referral'],
  ['স্পোর্টস', 'Sports'],
  ['ক্যাসিনো', 'Casino'],
];

interface PromotionSeed {
  titleBn: string;
  titleEn: string;
  contentBn: string;
  contentEn: string;
  start: number;
  end: number | null;
  categoryIds: number[];
  image: string;
}

const promotions = (now: number): PromotionSeed[] => [
  {
    titleBn: 'ক্রিকেটে ১০% ক্যাশব্যাক',
    titleEn: '10% cricket cashback',
    contentBn: '<p>বিপিএলের প্রতিটি হারানো বাজিতে ১০% ক্যাশব্যাক, সাপ্তাহিক সর্বোচ্চ ৳১০,০০০।</p>',
    contentEn: '<p>10% back on every losing BPL bet, up to ৳10,000 a week.</p>',
    start: now - 3 * DAY,
    end: now + 20 * DAY,
    categoryIds: [4, 1],
    image: '/assets/img/promo/cricket-cashback.svg',
  },
  {
    titleBn: 'শুধু আজ: ফ্ল্যাশ বোনাস',
    titleEn: 'Today only: flash bonus',
    contentBn: '<p>আজ যেকোনো ডিপোজিটে ২০% অতিরিক্ত।</p>',
    contentEn: '<p>20% extra on any deposit made today.</p>',
    start: now - HOUR,
    end: now + 2 * HOUR,
    categoryIds: [5],
    image: '/assets/img/promo/flash-bonus.svg',
  },
  {
    titleBn: 'লাকি স্পিন উইকেন্ড',
    titleEn: 'Lucky spin weekend',
    contentBn: hostileHtml('সপ্তাহান্তে প্রতি ৳৫০০ বেটে একটি ফ্রি স্পিন।', 'শর্তাবলি'),
    contentEn: hostileHtml('One free spin for every ৳500 wagered over the weekend.', 'Terms'),
    start: now - 2 * DAY,
    end: now + 5 * DAY,
    categoryIds: [5],
    image: '/assets/img/promo/lucky-spin.svg',
  },
  {
    titleBn: 'শীঘ্রই আসছে: বিশ্বকাপ মিশন',
    titleEn: 'Coming soon: World Cup mission',
    contentBn: '<p>বিশ্বকাপের প্রতিটি ম্যাচে মিশন সম্পূর্ণ করে পুরস্কার জিতুন।</p>',
    contentEn: '<p>Complete a mission on every World Cup match and win prizes.</p>',
    start: now + 5 * DAY,
    end: now + 40 * DAY,
    categoryIds: [4],
    image: '/assets/img/promo/world-cup-mission.svg',
  },
];

/** demo01's standing in the promotions (spec section 4: the activity status labels). */
const DEMO_STATUSES: [number, string][] = [
  [1006, 'JOINED'],
  [1007, 'CLAIM'],
  [1008, 'PROCESS'],
  [2001, 'APPLYING'],
  [2002, 'CLAIMED'],
];

export function seedPromotions(db: DatabaseSync, now: number): void {
  const category = db.prepare('INSERT INTO lobby_promo_categories (id, name_bn, name_en, sort) VALUES (?, ?, ?, ?)');
  CATEGORIES.forEach(([bn, en], i) => category.run(i + 1, bn, en, i));

  const insert = db.prepare(`INSERT INTO announcements (id, merchant_code, type, group_name, title_bn, title_en, content_bn, content_en,
    start_date, end_date, no_expiry, category_ids, images, sort_order) VALUES (?, ?, 'PR', NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  promotions(now).forEach((p, i) => {
    insert.run(
      LOBBY_PROMOTION_FIRST_ID + i,
      MAIN_MERCHANT,
      p.titleBn,
      p.titleEn,
      p.contentBn,
      p.contentEn,
      p.start,
      p.end,
      p.end === null ? 1 : 0,
      JSON.stringify(p.categoryIds),
      JSON.stringify([{ url: p.image, sequence: 1 }]),
      100 + i,
    );
  });
}

/** demo01's statuses of the seeded promotions: member data, seeded once (not on a catalogue refresh). */
export function seedPromotionStatuses(db: DatabaseSync): void {
  const demo = seededMemberId(db, 'demo01');
  if (demo === null) return;
  const status = db.prepare('INSERT INTO lobby_promo_status (member_id, announcement_id, status) VALUES (?, ?, ?)');
  for (const [id, value] of DEMO_STATUSES) status.run(demo, id, value);
}

/** Removes what seedPromotions put in the shared announcements table (a lobby reseed). */
export function clearLobbyPromotions(db: DatabaseSync): void {
  db.prepare('DELETE FROM announcements WHERE id >= ?').run(LOBBY_PROMOTION_FIRST_ID);
}
