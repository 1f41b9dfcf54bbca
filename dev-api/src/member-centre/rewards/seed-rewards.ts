import type { DatabaseSync } from 'node:sqlite';
import { announcementWriter, type SeedAnnouncement } from '../../db/seed-announcements.ts';
import { MINUTE_MS } from '../../records/period.ts';
import { seededMemberId } from '../../lobby/seed/seed-members.ts';

// The member centre's promotions take ids 1101-1199: below the lobby's (2001 on, which a lobby reseed
// clears) and above the platform seed's (1001-1011).
type Promotion = Pick<SeedAnnouncement, 'titleBn' | 'titleEn' | 'contentBn' | 'contentEn' | 'startedDaysAgo' | 'endsInDays'> & {
  id: number;
  image: string;
};

const PROMOTIONS: Promotion[] = [
  {
    id: 1101,
    titleBn: 'দৈনিক চেক-ইন',
    titleEn: 'Daily check-in',
    startedDaysAgo: 30,
    endsInDays: null,
    image: '/assets/img/promo/daily-check-in.svg',
    contentBn: '<p>প্রতিদিন লগইন করে চেক-ইন করুন, টানা ৭ দিনে ৳৭৭ বোনাস।</p>',
    contentEn: '<p>Check in every day: 7 days in a row earn ৳77.</p>',
  },
  {
    id: 1102,
    titleBn: 'উইকেন্ড রিলোড ৫০%',
    titleEn: 'Weekend reload 50%',
    startedDaysAgo: 20,
    endsInDays: 40,
    image: '/assets/img/promo/weekend-reload.svg',
    contentBn: '<p>শনি ও রবিবার ডিপোজিটে ৫০% বোনাস, আবেদন যাচাই সাপেক্ষে।</p>',
    contentEn: '<p>50% on weekend deposits, subject to review of the application.</p>',
  },
  {
    id: 1103,
    titleBn: 'ভিআইপি জন্মদিন বোনাস',
    titleEn: 'VIP birthday bonus',
    startedDaysAgo: 400,
    endsInDays: null,
    image: '/assets/img/promo/vip-birthday.svg',
    contentBn: '<p>জন্মদিনের মাসে ভিআইপি স্তর অনুযায়ী বোনাস স্বয়ংক্রিয়ভাবে জমা হয়।</p>',
    contentEn: '<p>A birthday bonus by VIP level, credited automatically in your birthday month.</p>',
  },
  {
    id: 1104,
    titleBn: 'ঈদ স্পেশাল',
    titleEn: 'Eid special',
    startedDaysAgo: 40,
    endsInDays: -10,
    image: '/assets/img/promo/eid-special.svg',
    contentBn: '<p>ঈদের সপ্তাহে প্রতিদিন বিশেষ বোনাস।</p>',
    contentEn: '<p>A special bonus every day of Eid week.</p>',
  },
  {
    id: 1105,
    titleBn: 'সাপ্তাহিক প্রথম ডিপোজিট বোনাস',
    titleEn: 'Weekly first deposit bonus',
    startedDaysAgo: 15,
    endsInDays: 45,
    image: '/assets/img/promo/weekly-first-deposit.svg',
    contentBn: '<p>প্রতি সপ্তাহের প্রথম ডিপোজিটে ৳৮৮ বোনাস।</p>',
    contentEn: '<p>৳88 on the first deposit of every week.</p>',
  },
  {
    id: 1106,
    titleBn: 'দৈনিক মিশন',
    titleEn: 'Daily missions',
    startedDaysAgo: 10,
    endsInDays: null,
    image: '/assets/img/promo/daily-missions.svg',
    contentBn: '<p>প্রতিদিনের মিশন সম্পূর্ণ করে বোনাস জিতুন: ১০টি স্লট স্পিন, একটি স্পোর্টস বেট।</p>',
    contentEn: '<p>Complete the daily missions for a bonus: 10 slot spins and one sports bet.</p>',
  },
];

/** How promotions are joined and what they are (AUTO unless listed; BONUS unless listed). */
const TERMS: [id: number, joinMode: 'AUTO' | 'REVIEW', kind: string][] = [
  [1006, 'AUTO', 'REFERRAL'],
  [1101, 'AUTO', 'SIGN_IN'],
  [1102, 'REVIEW', 'BONUS'],
  [1106, 'AUTO', 'MISSION'],
  [2001, 'REVIEW', 'BONUS'],
  [2004, 'AUTO', 'MISSION'],
];

/**
 * demo01's standing, one promotion for each status of spec section 4 (JOIN: 1106 and 2003 with no
 * row; COMING_SOON: 2004, not started; CLOSE: 1104, ended). The lobby seeds the first five the same.
 * Money: the two CLAIM bonuses are paid by the ledger when claimed; the ISSUED one was paid before the
 * ledger's history (it is in demo01's opening balance); the CLAIMED flash bonus names no amount.
 */
const DEMO_REWARDS: [id: number, status: string, bonusPaisa: number, claimedMinutesAgo: number | null][] = [
  [1006, 'JOINED', 0, null],
  [1007, 'CLAIM', 22_200, null],
  [1008, 'PROCESS', 0, null],
  [2001, 'APPLYING', 0, null],
  [2002, 'CLAIMED', 0, 30],
  [1101, 'SIGNED', 0, null],
  [1102, 'REJECTED', 0, null],
  [1103, 'ISSUED', 5_800, 90 * 24 * 60],
  [1104, 'JOINED', 0, null],
  [1105, 'CLAIM', 8_800, null],
];

export function seedRewards(db: DatabaseSync, now: number): void {
  const write = announcementWriter(db, now);
  PROMOTIONS.forEach(({ id, image, ...text }, i) =>
    write(id, 50 + i, { ...text, type: 'PR', groupName: null, categoryIds: [1], images: [image] }),
  );
  const terms = db.prepare('INSERT OR IGNORE INTO mc_promotion_terms (announcement_id, join_mode, kind) VALUES (?, ?, ?)');
  for (const [id, joinMode, kind] of TERMS) terms.run(id, joinMode, kind);

  const demo = seededMemberId(db, 'demo01');
  if (demo === null) return;
  const reward = db.prepare(`INSERT OR IGNORE INTO mc_rewards (member_id, announcement_id, status, bonus_paisa, claimed_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  for (const [id, status, bonus, claimedMinutesAgo] of DEMO_REWARDS) {
    reward.run(demo, id, status, bonus, claimedMinutesAgo === null ? null : now - claimedMinutesAgo * MINUTE_MS, now);
  }
}
