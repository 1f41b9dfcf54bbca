import type { DatabaseSync } from 'node:sqlite';

const HOUR = 60 * 60 * 1000;

interface SeedMail {
  to: string;
  read: boolean;
  hoursAgo: number;
  titleBn: string;
  titleEn: string;
  contentBn: string;
  contentEn: string;
}

// demo01 has exactly two unread mails (CONTRACT.md, "Seeded data").
const SEED_MAILS: SeedMail[] = [
  {
    to: 'demo01',
    read: false,
    hoursAgo: 3,
    titleBn: 'আপনার ডিপোজিট সফল হয়েছে',
    titleEn: 'Your deposit was successful',
    contentBn: '<p>৳৫০০ আপনার ওয়ালেটে জমা হয়েছে।</p>',
    contentEn: '<p>৳500 has been credited to your wallet.</p>',
  },
  {
    to: 'demo01',
    read: false,
    hoursAgo: 26,
    titleBn: 'ভিআইপি ২ স্তরে অভিনন্দন',
    titleEn: 'Congratulations on reaching VIP 2',
    contentBn: '<p>আপনার সাপ্তাহিক রিবেট এখন ১.৪%।</p>',
    contentEn: '<p>Your weekly rebate is now 1.4%.</p>',
  },
  {
    to: 'demo01',
    read: true,
    hoursAgo: 24 * 9,
    titleBn: 'BDWL-এ স্বাগতম',
    titleEn: 'Welcome to BDWL',
    contentBn: '<p>যেকোনো প্রয়োজনে ২৪ ঘণ্টা লাইভ চ্যাট।</p>',
    contentEn: '<p>Live chat is open 24 hours for anything you need.</p>',
  },
  {
    to: 'agent01',
    read: false,
    hoursAgo: 5,
    titleBn: 'সাপ্তাহিক কমিশন জমা হয়েছে',
    titleEn: 'Weekly commission credited',
    contentBn: '<p>৳৩,২৫০ কমিশন জমা হয়েছে।</p>',
    contentEn: '<p>৳3,250 commission has been credited.</p>',
  },
  {
    to: 'agent01',
    read: true,
    hoursAgo: 24 * 30,
    titleBn: 'এজেন্ট চুক্তি নবায়ন',
    titleEn: 'Agent contract renewed',
    contentBn: '<p>আপনার চুক্তি আরও এক বছরের জন্য নবায়ন হয়েছে।</p>',
    contentEn: '<p>Your contract has been renewed for another year.</p>',
  },
  {
    to: 'nusrat99',
    read: false,
    hoursAgo: 50,
    titleBn: 'পাসওয়ার্ড পরিবর্তনের অনুস্মারক',
    titleEn: 'Password change reminder',
    contentBn: '<p>নিরাপত্তার জন্য নিয়মিত পাসওয়ার্ড পরিবর্তন করুন।</p>',
    contentEn: '<p>Change your password regularly to stay safe.</p>',
  },
];

export function seedInbox(db: DatabaseSync, memberIds: Map<string, number>, now: number): void {
  const insert = db.prepare(`
    INSERT INTO inbox_mails (member_id, title_bn, title_en, content_bn, content_en, is_read, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  for (const mail of SEED_MAILS) {
    const memberId = memberIds.get(mail.to);
    if (memberId === undefined) throw new Error(`seed mail for unknown member ${mail.to}`);
    insert.run(memberId, mail.titleBn, mail.titleEn, mail.contentBn, mail.contentEn, mail.read ? 1 : 0, now - mail.hoursAgo * HOUR);
  }
}
