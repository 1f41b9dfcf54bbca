import type { DatabaseSync } from 'node:sqlite';
import { hostileHtml } from './hostile-html.ts';

const TOPICS: [string, string, string, string][] = [
  [
    'কীভাবে নিবন্ধন করবেন',
    'How to register',
    '<h3>তিনটি ধাপে নিবন্ধন</h3><ol><li>উপরে <strong>নিবন্ধন</strong> চাপুন।</li><li>ইউজারনেম ও পাসওয়ার্ড দিন।</li><li>যাচাইকরণ কোড লিখে জমা দিন।</li></ol>',
    '<h3>Register in three steps</h3><ol><li>Tap <strong>Register</strong> at the top.</li><li>Choose a username and password.</li><li>Enter the verification code and submit.</li></ol>',
  ],
  [
    'কীভাবে জমা করবেন',
    'How to deposit',
    '<p>বিকাশ, নগদ বা রকেট দিয়ে জমা করুন। সর্বনিম্ন জমা <strong>৳২০০</strong>।</p><ul><li>জমা পাতা খুলুন</li><li>পদ্ধতি ও পরিমাণ বেছে নিন</li><li>লেনদেন আইডি দিন</li></ul>',
    '<p>Deposit with bKash, Nagad or Rocket. The minimum deposit is <strong>৳200</strong>.</p><ul><li>Open the deposit page</li><li>Pick a method and an amount</li><li>Enter the transaction ID</li></ul>',
  ],
  [
    'কীভাবে উত্তোলন করবেন',
    'How to withdraw',
    '<p>উত্তোলনের আগে আপনার টার্নওভার পূর্ণ করুন। সাধারণত ৩০ মিনিটের মধ্যে টাকা পৌঁছে যায়।</p>',
    '<p>Complete your turnover before withdrawing. Money usually arrives within 30 minutes.</p>',
  ],
  [
    'দায়িত্বশীল খেলা',
    'Responsible gaming',
    '<p>খেলা বিনোদনের জন্য। সীমা নির্ধারণ করুন এবং প্রয়োজনে বিরতি নিন। ১৮ বছরের কম বয়সীদের জন্য নয়।</p>',
    '<p>Play for fun. Set limits and take a break when you need one. Not for anyone under 18.</p>',
  ],
  [
    'গেমের নিয়ম',
    'Game rules',
    '<p>প্রতিটি গেমের নিয়ম গেমের ভিতরের <em>i</em> বোতামে পাবেন। বিচ্ছিন্ন হলে বাজি স্বয়ংক্রিয়ভাবে নিষ্পত্তি হয়।</p>',
    '<p>Each game explains its rules behind the <em>i</em> button inside the game. A bet is settled automatically if you disconnect.</p>',
  ],
];

export function seedHelp(db: DatabaseSync): void {
  const insert = db.prepare('INSERT INTO lobby_help (id, title_bn, title_en, content_bn, content_en, sort) VALUES (?, ?, ?, ?, ?, ?)');
  TOPICS.forEach(([titleBn, titleEn, contentBn, contentEn], i) => insert.run(i + 1, titleBn, titleEn, contentBn, contentEn, i));
  insert.run(
    TOPICS.length + 1,
    'অ্যাকাউন্টের নিরাপত্তা',
    'Account security',
    hostileHtml('কখনো আপনার ওটিপি কাউকে বলবেন না।', 'আরও পড়ুন'),
    hostileHtml('Never tell anyone your OTP.', 'Read more'),
    TOPICS.length,
  );

  db.prepare('INSERT INTO lobby_documents (key, title_bn, title_en, content_bn, content_en) VALUES (?, ?, ?, ?, ?)').run(
    'user-agreement',
    'ব্যবহারকারী চুক্তি',
    'User agreement',
    '<h3>১. সাধারণ শর্তাবলি</h3><p>এই সাইট ব্যবহার করে আপনি নিশ্চিত করছেন যে আপনার বয়স ১৮ বছর বা তার বেশি।</p>' +
      '<h3>২. অ্যাকাউন্ট</h3><p>প্রতি ব্যক্তির একটি অ্যাকাউন্ট। আপনার পাসওয়ার্ড গোপন রাখা আপনার দায়িত্ব।</p>' +
      '<h3>৩. বোনাস</h3><p>বোনাসের টার্নওভার শর্ত প্রতিটি প্রোমোশনে লেখা থাকে।</p>',
    '<h3>1. General terms</h3><p>By using this site you confirm that you are 18 or older.</p>' +
      '<h3>2. Accounts</h3><p>One account per person. Keeping your password secret is your responsibility.</p>' +
      '<h3>3. Bonuses</h3><p>Each promotion states its turnover requirement.</p>',
  );
}
