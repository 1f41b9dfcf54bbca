import type { DatabaseSync } from 'node:sqlite';
import { MAIN_MERCHANT } from '../config/merchants.ts';
import { DAY_MS } from '../records/period.ts';

export interface SeedAnnouncement {
  type: string;
  groupName: string | null;
  titleBn: string;
  titleEn: string;
  contentBn: string;
  contentEn: string;
  startedDaysAgo: number;
  /** Days from seeding until it ends; null = no expiry. */
  endsInDays: number | null;
  categoryIds: number[];
  images: string[];
}

// Hostile on purpose: the front end must sanitize server HTML (architecture, rules of the house).
const HOSTILE_HTML =
  '<p>%TEXT%</p><script>alert("xss")</script><img src=/assets/img/missing/xss.svg onerror="alert(\'xss\')"><a href="javascript:alert(1)">%LINK%</a>';

const SEED_ANNOUNCEMENTS: SeedAnnouncement[] = [
  {
    type: 'B',
    groupName: null,
    titleBn: 'BDWL-এ আপনাকে স্বাগতম! প্রথম ডিপোজিটে ১০০% বোনাস',
    titleEn: 'Welcome to BDWL! 100% bonus on your first deposit',
    contentBn: '<p>নতুন সদস্যরা প্রথম ডিপোজিটে <strong>৳৫,০০০</strong> পর্যন্ত ১০০% বোনাস পাবেন।</p>',
    contentEn: '<p>New members get a 100% bonus up to <strong>৳5,000</strong> on their first deposit.</p>',
    startedDaysAgo: 30,
    endsInDays: null,
    categoryIds: [],
    images: [],
  },
  {
    type: 'B',
    groupName: null,
    titleBn: 'বিকাশ ও নগদ ডিপোজিট এখন ১ মিনিটে জমা হয়',
    titleEn: 'bKash and Nagad deposits now credited within 1 minute',
    contentBn: '<p>বিকাশ, নগদ ও রকেটের মাধ্যমে ডিপোজিট এখন আরও দ্রুত। সমস্যা হলে লাইভ চ্যাটে যোগাযোগ করুন।</p>',
    contentEn: '<p>Deposits by bKash, Nagad and Rocket are now faster. Contact live chat if anything goes wrong.</p>',
    startedDaysAgo: 7,
    endsInDays: 60,
    categoryIds: [],
    images: [],
  },
  {
    type: 'PU',
    groupName: 'm_home',
    titleBn: 'বিপিএল ২০২৬: প্রতিটি ম্যাচে বিশেষ অডস',
    titleEn: 'BPL 2026: boosted odds on every match',
    contentBn: '<p>বাংলাদেশ প্রিমিয়ার লিগের প্রতিটি ম্যাচে বাড়তি অডস। <em>শর্ত প্রযোজ্য।</em></p>',
    contentEn: '<p>Boosted odds on every Bangladesh Premier League match. <em>Terms apply.</em></p>',
    startedDaysAgo: 2,
    endsInDays: 45,
    categoryIds: [],
    images: ['/assets/img/banner/bpl-2026.svg'],
  },
  {
    type: 'H',
    groupName: 'm_home',
    titleBn: 'নির্ধারিত রক্ষণাবেক্ষণ: শুক্রবার রাত ৩টা থেকে ৫টা',
    titleEn: 'Scheduled maintenance: Friday 03:00 to 05:00 (GMT+6)',
    contentBn: '<p>সিস্টেম উন্নয়নের জন্য শুক্রবার রাত ৩টা থেকে ৫টা পর্যন্ত কিছু গেম বন্ধ থাকবে।</p>',
    contentEn: '<p>Some games will be unavailable on Friday from 03:00 to 05:00 (GMT+6) while we upgrade the system.</p>',
    startedDaysAgo: 1,
    endsInDays: 6,
    categoryIds: [],
    images: [],
  },
  {
    type: 'PL',
    groupName: null,
    titleBn: 'নিরাপত্তা বিজ্ঞপ্তি: কাউকে আপনার পাসওয়ার্ড বলবেন না',
    titleEn: 'Security notice: never share your password',
    contentBn: HOSTILE_HTML.replace('%TEXT%', 'আমাদের কর্মীরা কখনো আপনার পাসওয়ার্ড বা ওটিপি চাইবে না।').replace('%LINK%', 'বিস্তারিত'),
    contentEn: HOSTILE_HTML.replace('%TEXT%', 'Our staff will never ask for your password or OTP.').replace('%LINK%', 'Details'),
    startedDaysAgo: 20,
    endsInDays: null,
    categoryIds: [],
    images: [],
  },
  {
    type: 'PR',
    groupName: null,
    titleBn: 'বন্ধুকে আমন্ত্রণ জানান, ৳২,২২২ পর্যন্ত বোনাস',
    titleEn: 'Invite friends and earn up to ৳2,222',
    contentBn: '<p>প্রতিটি সক্রিয় বন্ধুর জন্য বোনাস। বন্ধু প্রথম ডিপোজিট করলেই বোনাস আপনার ওয়ালেটে।</p>',
    contentEn: '<p>A bonus for every active friend, paid to your wallet as soon as they make their first deposit.</p>',
    startedDaysAgo: 14,
    endsInDays: null,
    categoryIds: [1, 3],
    images: ['/assets/img/promo/invite-friends.svg'],
  },
  {
    type: 'PR',
    groupName: null,
    titleBn: 'অ্যাপ ডাউনলোড করুন, ৳২২২ ফ্রি',
    titleEn: 'Download the app and get ৳222 free',
    contentBn: '<p>অ্যাপে প্রথম লগইনে ৳২২২ বোনাস। প্রতি অ্যাকাউন্টে একবার।</p>',
    contentEn: '<p>Get ৳222 on your first login in the app. Once per account.</p>',
    startedDaysAgo: 10,
    endsInDays: 50,
    categoryIds: [2],
    images: ['/assets/img/promo/app-bonus.svg'],
  },
  {
    type: 'PR',
    groupName: null,
    titleBn: 'প্রতিদিন ১.২% রিবেট, কোনো সীমা নেই',
    titleEn: 'Daily 1.2% rebate, no cap',
    contentBn: '<p>স্লট ও লাইভ ক্যাসিনোতে প্রতিদিনের বেটের উপর ১.২% রিবেট।</p>',
    contentEn: '<p>1.2% rebate every day on slot and live casino turnover.</p>',
    startedDaysAgo: 40,
    endsInDays: null,
    categoryIds: [1],
    images: ['/assets/img/promo/daily-rebate.svg'],
  },
  {
    type: 'A',
    groupName: null,
    titleBn: 'এজেন্ট কমিশন নিষ্পত্তির সময়সূচি',
    titleEn: 'Agent commission settlement schedule',
    contentBn: '<p>প্রতি সোমবার দুপুর ১২টার মধ্যে সাপ্তাহিক কমিশন জমা হবে।</p>',
    contentEn: '<p>Weekly commission is credited every Monday by 12:00 (GMT+6).</p>',
    startedDaysAgo: 9,
    endsInDays: null,
    categoryIds: [],
    images: [],
  },
  {
    type: 'A',
    groupName: null,
    titleBn: 'নতুন ডিভিডেন্ড নিয়ম কার্যকর',
    titleEn: 'New dividend rules take effect',
    contentBn: '<p>এই মাস থেকে দলের সক্রিয় সদস্য সংখ্যার ভিত্তিতে ডিভিডেন্ড হিসাব হবে।</p>',
    contentEn: '<p>From this month, dividends are calculated from the number of active team members.</p>',
    startedDaysAgo: 3,
    endsInDays: 90,
    categoryIds: [],
    images: [],
  },
  {
    type: 'B',
    groupName: null,
    titleBn: 'পুরনো বিজ্ঞপ্তি (মেয়াদোত্তীর্ণ)',
    titleEn: 'Old notice (expired)',
    contentBn: '<p>এটি আর দেখানো উচিত নয়।</p>',
    contentEn: '<p>This should no longer be shown.</p>',
    startedDaysAgo: 90,
    endsInDays: -30,
    categoryIds: [],
    images: [],
  },
];

/**
 * Writes announcements with their dates relative to the moment of seeding, under the ids and list order the
 * caller gives; an id already there is kept (the member centre adds its promotions to the same table).
 */
export function announcementWriter(db: DatabaseSync, now: number) {
  const insert = db.prepare(`
    INSERT OR IGNORE INTO announcements (id, merchant_code, type, group_name, title_bn, title_en, content_bn, content_en,
      start_date, end_date, no_expiry, category_ids, images, sort_order)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  return (id: number, sortOrder: number, item: SeedAnnouncement) => {
    insert.run(
      id,
      MAIN_MERCHANT,
      item.type,
      item.groupName,
      item.titleBn,
      item.titleEn,
      item.contentBn,
      item.contentEn,
      now - item.startedDaysAgo * DAY_MS,
      item.endsInDays === null ? null : now + item.endsInDays * DAY_MS,
      item.endsInDays === null ? 1 : 0,
      JSON.stringify(item.categoryIds),
      JSON.stringify(item.images.map((url, i) => ({ url, sequence: i + 1 }))),
      sortOrder,
    );
  };
}

export function seedAnnouncements(db: DatabaseSync, now: number): void {
  const write = announcementWriter(db, now);
  SEED_ANNOUNCEMENTS.forEach((item, index) => write(1001 + index, index, item));
}
