import type { DatabaseSync } from 'node:sqlite';
import { hostileHtml } from '../../lobby/seed/hostile-html.ts';
import { HOUR_MS, DAY_MS } from '../../records/period.ts';
import { seededMemberId } from '../../lobby/seed/seed-members.ts';

interface Mail {
  daysAgo: number;
  titleBn: string;
  titleEn: string;
  contentBn: string;
  contentEn: string;
}

/**
 * Hostile on purpose, beyond the lobby's script / onerror / javascript: trio: a full-screen box that
 * would cover the app with a phishing link, and a tracker image from another origin. The front end
 * must sanitize it so none of it runs, covers the page or loads.
 */
const hostileMailHtml = (text: string, link: string, phishing: string) =>
  hostileHtml(text, link) +
  `<div style="position:absolute;top:0;left:0;width:100vw;height:100vh;z-index:2147483647;background:#fff">` +
  `<a href="https://bdwl-verify.example/login" style="display:block;font-size:40px">${phishing}</a></div>` +
  `<img src="https://tracker.example/pixel.gif?u=member" width="1" height="1" alt="">`;

// Read mails added to what db/seed-inbox.ts seeded, so the unread counts stay as documented.
const DEMO_MAILS: Mail[] = [
  {
    daysAgo: 2,
    titleBn: 'উইথড্র সম্পন্ন হয়েছে',
    titleEn: 'Withdrawal completed',
    contentBn: '<p>আপনার <b>৳১,২০০.০০</b> উইথড্র বিকাশ নম্বর 017****5678-এ পাঠানো হয়েছে।</p>',
    contentEn: '<p>Your withdrawal of <b>৳1,200.00</b> has been sent to bKash 017****5678.</p>',
  },
  {
    daysAgo: 4,
    titleBn: 'এই সপ্তাহের অফার',
    titleEn: "This week's offers",
    contentBn:
      '<p>এই সপ্তাহে আপনার জন্য:</p><ul><li><b>১০%</b> ক্রিকেট ক্যাশব্যাক</li><li>স্লটে দৈনিক রিবেট</li><li>বন্ধু আমন্ত্রণে ৳২,২২২ পর্যন্ত</li></ul><p><a href="/m/activity">সব অফার দেখুন</a></p>',
    contentEn:
      '<p>This week for you:</p><ul><li><b>10%</b> cricket cashback</li><li>Daily rebate on slots</li><li>Up to ৳2,222 for inviting friends</li></ul><p><a href="/m/activity">See all offers</a></p>',
  },
  {
    daysAgo: 6,
    titleBn: 'নতুন ডিভাইসে লগইন',
    titleEn: 'Login from a new device',
    contentBn: '<p>আপনার অ্যাকাউন্টে একটি নতুন ফোন থেকে লগইন হয়েছে। আপনি না হলে এখনই <a href="/m/changePsw">পাসওয়ার্ড বদলান</a>।</p>',
    contentEn:
      '<p>Your account was signed in from a new phone. If this was not you, <a href="/m/changePsw">change your password</a> now.</p>',
  },
  {
    daysAgo: 8,
    titleBn: 'সাপ্তাহিক রিবেট জমা হয়েছে',
    titleEn: 'Weekly rebate credited',
    contentBn: '<p>গত সপ্তাহের বেটের উপর <b>৳৮৪.৬০</b> রিবেট আপনার ওয়ালেটে জমা হয়েছে।</p>',
    contentEn: "<p>A rebate of <b>৳84.60</b> on last week's bets has been credited to your wallet.</p>",
  },
  {
    daysAgo: 11,
    titleBn: 'বিপিএল: বাড়তি অডস',
    titleEn: 'BPL: boosted odds',
    contentBn: '<p>আজ রাতের ম্যাচে:</p><ol><li>ঢাকা বনাম চট্টগ্রাম: <b>২.১০</b></li><li>সিলেট বনাম রংপুর: <b>১.৯৫</b></li></ol>',
    contentEn: "<p>Tonight's matches:</p><ol><li>Dhaka v Chattogram: <b>2.10</b></li><li>Sylhet v Rangpur: <b>1.95</b></li></ol>",
  },
  {
    daysAgo: 14,
    titleBn: 'অ্যাকাউন্ট যাচাই করুন',
    titleEn: 'Verify your account',
    contentBn: hostileMailHtml('নিরাপত্তার জন্য আপনার অ্যাকাউন্ট যাচাই করুন।', 'যাচাই করুন', 'আপনার অ্যাকাউন্ট বন্ধ: এখনই যাচাই করুন'),
    contentEn: hostileMailHtml('Verify your account to keep it safe.', 'Verify', 'Your account is locked: verify now'),
  },
  {
    daysAgo: 17,
    titleBn: 'রক্ষণাবেক্ষণ সম্পন্ন',
    titleEn: 'Maintenance finished',
    contentBn: '<p>সব গেম আবার চালু। অসুবিধার জন্য আমরা দুঃখিত।</p>',
    contentEn: '<p>All games are back. We are sorry for the interruption.</p>',
  },
  {
    daysAgo: 21,
    titleBn: 'ডিপোজিট সফল হয়েছে',
    titleEn: 'Deposit successful',
    contentBn: '<p>নগদ থেকে <b>৳২,০০০.০০</b> জমা হয়েছে। শুভকামনা!</p>',
    contentEn: '<p><b>৳2,000.00</b> from Nagad has been credited. Good luck!</p>',
  },
  {
    daysAgo: 26,
    titleBn: 'আপনার বন্ধু যোগ দিয়েছেন',
    titleEn: 'Your friend joined',
    contentBn: '<p>আপনার আমন্ত্রণে একজন বন্ধু নিবন্ধন করেছেন। তিনি প্রথম ডিপোজিট করলে আপনি বোনাস পাবেন। <a href="/m/inviteFriends">বিস্তারিত</a></p>',
    contentEn:
      '<p>A friend registered with your invitation. You earn a bonus when they make their first deposit. <a href="/m/inviteFriends">Details</a></p>',
  },
  {
    daysAgo: 33,
    titleBn: 'দায়িত্বশীল খেলা',
    titleEn: 'Play responsibly',
    contentBn: '<p>খেলা হোক আনন্দের জন্য। প্রয়োজনে <b>২৪ ঘণ্টা</b> সেবায় যোগাযোগ করুন।</p>',
    contentEn: '<p>Play for fun. Our service line is open <b>24 hours</b> if you need help.</p>',
  },
  {
    daysAgo: 45,
    titleBn: 'ভিআইপি ১ স্তরে অভিনন্দন',
    titleEn: 'Congratulations on reaching VIP 1',
    contentBn: '<p>আপগ্রেড বোনাস <b>৳১৮</b> আপনার ওয়ালেটে।</p>',
    contentEn: '<p>Your upgrade bonus of <b>৳18</b> is in your wallet.</p>',
  },
  {
    daysAgo: 58,
    titleBn: 'ঈদ মোবারক',
    titleEn: 'Eid Mubarak',
    contentBn: '<p>আপনাকে ও আপনার পরিবারকে ঈদের শুভেচ্ছা।</p>',
    contentEn: '<p>Eid greetings to you and your family.</p>',
  },
];

const AGENT_MAILS: Mail[] = [
  {
    daysAgo: 1,
    titleBn: 'নতুন সদস্য নিবন্ধন',
    titleEn: 'New member registered',
    contentBn: '<p>আপনার লিংক থেকে <b>৩ জন</b> নতুন সদস্য আজ নিবন্ধন করেছেন।</p>',
    contentEn: '<p><b>3</b> new members registered through your link today.</p>',
  },
  {
    daysAgo: 3,
    titleBn: 'দলের সাপ্তাহিক সারাংশ',
    titleEn: 'Team weekly summary',
    contentBn:
      '<ul><li>সক্রিয় সদস্য: <b>২৪</b></li><li>প্রথম ডিপোজিট: <b>৫</b></li><li>নেট লাভ: <b>৳১৮,৪০০</b></li></ul><p><a href="/m/agent/team/overview">দল দেখুন</a></p>',
    contentEn:
      '<ul><li>Active members: <b>24</b></li><li>First deposits: <b>5</b></li><li>Net profit: <b>৳18,400</b></li></ul><p><a href="/m/agent/team/overview">See the team</a></p>',
  },
  {
    daysAgo: 5,
    titleBn: 'দৈনিক বেতন জমা',
    titleEn: 'Daily salary credited',
    contentBn: '<p>গতকালের দৈনিক বেতন <b>৳৬৫০</b> জমা হয়েছে।</p>',
    contentEn: "<p>Yesterday's daily salary of <b>৳650</b> has been credited.</p>",
  },
  {
    daysAgo: 7,
    titleBn: 'অ্যাকাউন্ট যাচাই করুন',
    titleEn: 'Verify your account',
    contentBn: hostileMailHtml('এজেন্ট অ্যাকাউন্ট যাচাই করুন।', 'যাচাই করুন', 'আপনার কমিশন আটকে আছে: এখনই যাচাই করুন'),
    contentEn: hostileMailHtml('Verify your agent account.', 'Verify', 'Your commission is on hold: verify now'),
  },
  {
    daysAgo: 9,
    titleBn: 'ডিভিডেন্ড হিসাব প্রকাশ',
    titleEn: 'Dividend statement published',
    contentBn: '<p>গত মাসের ডিভিডেন্ড হিসাব এখন দেখা যাবে। <a href="/m/member/agent/agentDivident">দেখুন</a></p>',
    contentEn: '<p>Last month\'s dividend statement is ready. <a href="/m/member/agent/agentDivident">View it</a></p>',
  },
  {
    daysAgo: 12,
    titleBn: 'নতুন চুক্তির প্রস্তাব',
    titleEn: 'A new contract offer',
    contentBn: '<p>আপনার আপলাইন একটি নতুন <b>ঘণ্টাভিত্তিক বেতন</b> চুক্তি প্রস্তাব করেছেন।</p>',
    contentEn: '<p>Your upline has offered a new <b>hourly salary</b> contract.</p>',
  },
  {
    daysAgo: 15,
    titleBn: 'উইথড্র সম্পন্ন হয়েছে',
    titleEn: 'Withdrawal completed',
    contentBn: '<p><b>৳১০,০০০.০০</b> আপনার ব্যাংক অ্যাকাউন্টে পাঠানো হয়েছে।</p>',
    contentEn: '<p><b>৳10,000.00</b> has been sent to your bank account.</p>',
  },
  {
    daysAgo: 19,
    titleBn: 'প্রচার সামগ্রী',
    titleEn: 'Promotion materials',
    contentBn: '<p>নতুন ব্যানার ও পোস্টার:</p><ul><li>ফেসবুক পোস্ট</li><li>টেলিগ্রাম ব্যানার</li></ul>',
    contentEn: '<p>New banners and posters:</p><ul><li>Facebook posts</li><li>Telegram banners</li></ul>',
  },
  {
    daysAgo: 24,
    titleBn: 'কমিশন হার আপডেট',
    titleEn: 'Commission rates updated',
    contentBn: '<p>স্লট ও লাইভ ক্যাসিনোর কমিশন হার <b>০.১%</b> বেড়েছে।</p>',
    contentEn: '<p>Slot and live casino commission rates are up by <b>0.1%</b>.</p>',
  },
  {
    daysAgo: 29,
    titleBn: 'নিরাপত্তা অনুস্মারক',
    titleEn: 'Security reminder',
    contentBn: '<p>কাউকে আপনার পাসওয়ার্ড বা ওটিপি বলবেন না।</p>',
    contentEn: '<p>Never share your password or OTP with anyone.</p>',
  },
  {
    daysAgo: 37,
    titleBn: 'ভিআইপি ৫ স্তরে অভিনন্দন',
    titleEn: 'Congratulations on reaching VIP 5',
    contentBn: '<p>আপগ্রেড বোনাস <b>৳১,৮৮৮</b> আপনার ওয়ালেটে।</p>',
    contentEn: '<p>Your upgrade bonus of <b>৳1,888</b> is in your wallet.</p>',
  },
  {
    daysAgo: 48,
    titleBn: 'এজেন্ট সম্মেলন',
    titleEn: 'Agent meet-up',
    contentBn: '<p>ঢাকায় এজেন্ট সম্মেলনে আপনাকে আমন্ত্রণ। <a href="/m/service">যোগাযোগ</a></p>',
    contentEn: '<p>You are invited to the agent meet-up in Dhaka. <a href="/m/service">Contact us</a></p>',
  },
  {
    daysAgo: 59,
    titleBn: 'ঈদ মোবারক',
    titleEn: 'Eid Mubarak',
    contentBn: '<p>আপনাকে ও আপনার দলকে ঈদের শুভেচ্ছা।</p>',
    contentEn: '<p>Eid greetings to you and your team.</p>',
  },
];

/** Brings demo01 and agent01 to fifteen mails each; all of these are read (unread counts unchanged). */
export function seedInboxMails(db: DatabaseSync, now: number): void {
  const insert = db.prepare(`INSERT INTO inbox_mails (member_id, title_bn, title_en, content_bn, content_en, is_read, created_at)
    VALUES (?, ?, ?, ?, ?, 1, ?)`);
  for (const [username, mails] of [
    ['demo01', DEMO_MAILS],
    ['agent01', AGENT_MAILS],
  ] as const) {
    const memberId = seededMemberId(db, username);
    if (memberId === null) continue;
    for (const mail of mails)
      insert.run(memberId, mail.titleBn, mail.titleEn, mail.contentBn, mail.contentEn, now - mail.daysAgo * DAY_MS - 5 * HOUR_MS);
  }
}
