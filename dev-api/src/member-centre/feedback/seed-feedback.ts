import type { DatabaseSync } from 'node:sqlite';
import { HOUR_MS, DAY_MS } from '../../records/period.ts';
import { seededMemberId } from '../../lobby/seed/seed-members.ts';

interface SeedFeedback {
  to: string;
  type: string;
  remark: string;
  daysAgo: number;
  reply: { bn: string; en: string; hoursLater: number } | null;
}

const FEEDBACK: SeedFeedback[] = [
  {
    to: 'demo01',
    type: 'DEPOSIT',
    daysAgo: 12,
    remark: 'বিকাশে ৫০০ টাকা পাঠিয়েছি কিন্তু ২০ মিনিটেও ব্যালেন্সে আসেনি। TrxID 9F3K2LQ8ZD',
    reply: {
      bn: 'দুঃখিত, আপনার ডিপোজিট যাচাই করে জমা করা হয়েছে। ধৈর্যের জন্য ধন্যবাদ।',
      en: 'Sorry for the wait: your deposit was checked and credited. Thank you for your patience.',
      hoursLater: 2,
    },
  },
  {
    to: 'demo01',
    type: 'GAME',
    daysAgo: 5,
    remark: 'Fortune King খেলার সময় গেমটি আটকে যায়, বেট কেটে গেছে।',
    reply: {
      bn: 'গেম প্রদানকারীর সাথে যাচাই করে বেটটি ফেরত দেওয়া হয়েছে।',
      en: 'We checked with the game provider and the bet has been refunded.',
      hoursLater: 20,
    },
  },
  { to: 'demo01', type: 'SUGGESTION', daysAgo: 1, remark: 'অ্যাপে ডার্ক মোড থাকলে রাতে খেলতে সুবিধা হতো।', reply: null },
  {
    to: 'agent01',
    type: 'ACCOUNT',
    daysAgo: 20,
    remark: 'আমার দলের একজন সদস্যের মোবাইল নম্বর বদলাতে চাই।',
    reply: {
      bn: 'সদস্যকে নিজের অ্যাকাউন্ট থেকে লাইভ চ্যাটে যোগাযোগ করতে বলুন।',
      en: 'Please ask the member to contact live chat from their own account.',
      hoursLater: 4,
    },
  },
  { to: 'agent01', type: 'PROMOTION', daysAgo: 2, remark: 'এজেন্টদের জন্য আলাদা প্রোমোশন ব্যানার দরকার।', reply: null },
];

export function seedFeedback(db: DatabaseSync, now: number): void {
  const insert = db.prepare(
    'INSERT INTO mc_feedback (member_id, type, remark, reply_bn, reply_en, replied_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const item of FEEDBACK) {
    const memberId = seededMemberId(db, item.to);
    if (memberId === null) continue;
    const created = now - item.daysAgo * DAY_MS;
    insert.run(
      memberId,
      item.type,
      item.remark,
      item.reply?.bn ?? null,
      item.reply?.en ?? null,
      item.reply ? created + item.reply.hoursLater * HOUR_MS : null,
      created,
    );
  }
}
