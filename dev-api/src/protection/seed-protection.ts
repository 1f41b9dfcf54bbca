import type { DatabaseSync } from 'node:sqlite';
import { MAIN_MERCHANT } from '../config/merchants.ts';
import { findMemberByUsername } from '../members/member-repo.ts';

const HOUR = 60 * 60 * 1000;

/** demo01: a weekly limit of ৳25,000 and a login history on a phone and a computer (issue 27). */
export function seedProtection(db: DatabaseSync, now: number): void {
  const demo = findMemberByUsername(db, MAIN_MERCHANT, 'demo01');
  if (!demo) return;
  db.prepare('INSERT OR IGNORE INTO pp_deposit_limits (member_id, period, amount_paisa, updated_at) VALUES (?, ?, ?, ?)').run(
    demo.id,
    'weekly',
    25_000_00,
    now - 20 * 24 * HOUR,
  );
  const logins: [hoursAgo: number, device: string][] = [
    [2, 'phone:Chrome'],
    [26, 'computer:Chrome'],
    [75, 'phone:Chrome'],
    [170, 'tablet:Safari'],
  ];
  const insert = db.prepare(
    'INSERT INTO pp_logins (member_id, session_token, device_id, device, place, created_at, ended_at) VALUES (?, NULL, NULL, ?, ?, ?, ?)',
  );
  for (const [hoursAgo, device] of logins) insert.run(demo.id, device, 'BD', now - hoursAgo * HOUR, now - hoursAgo * HOUR + HOUR);
  const event = db.prepare('INSERT INTO pp_security_events (member_id, kind, created_at) VALUES (?, ?, ?)');
  event.run(demo.id, 'limit', now - 20 * 24 * HOUR);
  event.run(demo.id, 'password', now - 40 * 24 * HOUR);
}

/** The help centre's responsible-gaming topic (the 4th, /m/help?i=3) describes the tools and where to get help. */
export function updateHelpTopic(db: DatabaseSync): void {
  db.prepare("UPDATE lobby_help SET content_bn = ?, content_en = ? WHERE title_en = 'Responsible gaming'").run(
    '<p>খেলা বিনোদনের জন্য; ১৮ বছরের কম বয়সীদের জন্য নয়।</p><ul><li><strong>ডিপোজিট সীমা</strong>: দৈনিক, সাপ্তাহিক ও মাসিক, ঢাকা সময়ে গণনা। কমানো সাথে সাথে কার্যকর, বাড়ানো বা তুলে নেওয়া ২৪ ঘণ্টা পরে।</li><li><strong>রিয়েলিটি চেক</strong>: প্রতি ১৫, ৩০ বা ৬০ মিনিটে খেলার সময় ও ফলাফলের স্মরণ।</li><li><strong>বিরতি</strong> (২৪ ঘণ্টা, ৭ দিন, ৬ সপ্তাহ) ও <strong>স্ব-বর্জন</strong> (৬ মাস, ১ বছর, ৫ বছর): আগে শেষ করা যায় না।</li></ul><p>সদস্য কেন্দ্র বা নিরাপত্তা কেন্দ্রে "দায়িত্বশীল খেলা" খুলুন। সাহায্যের জন্য ২৪ ঘণ্টা গ্রাহক সেবায় যোগাযোগ করুন; বিরতি বা বর্জনের সময় ব্যালেন্স গ্রাহক সেবার মাধ্যমে তোলা যায়।</p>',
    '<p>Play for fun; not for anyone under 18.</p><ul><li><strong>Deposit limits</strong>: daily, weekly and monthly, counted in Dhaka time. Lowering one holds at once; raising or removing one waits 24 hours.</li><li><strong>Reality check</strong>: a reminder every 15, 30 or 60 minutes of how long you have played and your result.</li><li><strong>Take a break</strong> (24 hours, 7 days, 6 weeks) and <strong>self-exclusion</strong> (6 months, 1 year, 5 years): they cannot be ended early.</li></ul><p>Open "Responsible gaming" in the member centre or the security centre. For help, contact customer service (24 hours); during a break or exclusion your balance can be withdrawn through customer service.</p>',
  );
}
