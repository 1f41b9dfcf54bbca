import type { DatabaseSync } from 'node:sqlite';
import { nodeIdOf } from './seed-members.ts';

const HOUR = 60 * 60 * 1000;

const BANNERS = [
  {
    url: '/assets/img/banner/welcome-bonus.svg',
    bn: 'প্রথম ডিপোজিটে ১০০% বোনাস',
    en: '100% first deposit bonus',
    link: '/m/activityDetail?id=1006',
  },
  {
    url: '/assets/img/banner/bpl-2026.svg',
    bn: 'বিপিএল ২০২৬: প্রতিটি ম্যাচে বাড়তি অডস',
    en: 'BPL 2026: boosted odds on every match',
    link: '/m/gameList?gameType=SPORTS',
  },
  {
    url: '/assets/img/banner/slots-festival.svg',
    bn: 'স্লট উৎসব: প্রতিদিন ফ্রি স্পিন',
    en: 'Slots festival: free spins every day',
    link: '/m/slotsCenter',
  },
  {
    url: '/assets/img/banner/app-download.svg',
    bn: 'অ্যাপ ডাউনলোড করুন, ৳২২২ ফ্রি',
    en: 'Get the app, ৳222 free',
    link: '/m/activityDetail?id=1007',
  },
];

type Odds = readonly [home: number, draw: number | null, away: number];

/** League, home and away team, and the odds in hundredths (no draw in cricket; one match without odds yet). */
const TEAMS: readonly (readonly [string, string, string, Odds | null])[] = [
  ['BPL 2026', 'Dhaka Capitals', 'Chattogram Challengers', [185, null, 195]],
  ['BPL 2026', 'Rangpur Riders', 'Sylhet Strikers', [172, null, 210]],
  ['BPL 2026', 'Khulna Tigers', 'Fortune Barishal', null],
  ['SAFF Championship', 'Bangladesh', 'India', [420, 330, 175]],
  ['Premier League', 'Arsenal', 'Liverpool', [240, 345, 280]],
];

const teamImage = (team: string) => `/assets/img/icon/team-${team.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`;

const WINNER_NAMES = [
  'ra***01',
  'su***88',
  'ka***m7',
  'nu***99',
  'ta***21',
  'mi***zz',
  'ar***n5',
  'jo***bd',
  'fa***ha',
  'ri***on',
  'sa***ul',
  'ha***an',
  'mo***in',
  'sh***il',
  'ru***na',
  'ta***ia',
  'ni***ad',
  'pa***ra',
  'so***ik',
  'ay***an',
  'ra***ib',
  'is***am',
  'ma***df',
  'se***ma',
];

const POPUPS: { execution: 'A' | 'B'; image: string; bn: [string, string]; en: [string, string] }[] = [
  {
    execution: 'B',
    image: '/assets/img/promo/welcome-popup.svg',
    bn: ['নিবন্ধন করুন, ১০০% স্বাগত বোনাস নিন', '<p>আজই নিবন্ধন করে প্রথম ডিপোজিটে <strong>৳৫,০০০</strong> পর্যন্ত বোনাস নিন।</p>'],
    en: ['Register today for a 100% welcome bonus', '<p>Register today and get up to <strong>৳5,000</strong> on your first deposit.</p>'],
  },
  {
    execution: 'A',
    image: '/assets/img/promo/check-in-popup.svg',
    bn: ['দৈনিক চেক-ইন পুরস্কার', '<p>প্রতিদিন লগইন করে পুরস্কার কেন্দ্র থেকে বোনাস সংগ্রহ করুন।</p>'],
    en: ['Daily check-in reward', '<p>Log in every day and collect your bonus from the reward centre.</p>'],
  },
];

/** Banners, hot matches, winners and login popups of the home page; match times are relative to seeding. */
export function seedHomeContent(db: DatabaseSync, now: number): void {
  const banner = db.prepare('INSERT INTO lobby_banners (id, group_name, url, title_bn, title_en, link, sort) VALUES (?, ?, ?, ?, ?, ?, ?)');
  BANNERS.forEach((b, i) => banner.run(i + 1, 'm_home', b.url, b.bn, b.en, b.link, i));

  const match = db.prepare(`INSERT INTO lobby_hot_matches (id, league, home_team, away_team, home_image, away_image, match_time, vendor,
    room_id, node_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const odds = db.prepare('INSERT INTO lobby_hot_match_odds (match_id, home, draw, away) VALUES (?, ?, ?, ?)');
  TEAMS.forEach(([league, home, away, matchOdds], i) => {
    const vendor = i % 2 === 0 ? 'SABA' : 'BTI';
    const node = nodeIdOf(db, vendor === 'SABA' ? 'saba-sports-001' : 'bti-sports-001');
    match.run(
      i + 1,
      league,
      home,
      away,
      teamImage(home),
      teamImage(away),
      now + (i * 5 + 2) * HOUR,
      vendor,
      `${vendor}-M${1001 + i}`,
      node,
    );
    if (matchOdds) odds.run(i + 1, ...matchOdds);
  });

  // Winners of the last day, from the hot slots and live tables, amounts spread wide enough to sort.
  const games = db
    .prepare("SELECT node_id FROM lobby_games WHERE game_type IN ('RNG', 'LIVE', 'FISH') AND hot_rank IS NOT NULL ORDER BY hot_rank")
    .all() as { node_id: number }[];
  const winner = db.prepare('INSERT INTO lobby_winners (id, customer_name, node_id, win_paisa, won_at) VALUES (?, ?, ?, ?, ?)');
  WINNER_NAMES.forEach((name, i) => {
    const amount = ((i * 7919) % 97) * 1250 + 500 + i * 35;
    winner.run(i + 1, name, games[i % games.length]!.node_id, amount * 100 + ((i * 37) % 100), now - (i + 1) * HOUR);
  });

  const popup = db.prepare(
    'INSERT INTO lobby_login_popups (id, execution, title_bn, title_en, content_bn, content_en, image_url, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  POPUPS.forEach((p, i) => popup.run(i + 1, p.execution, p.bn[0], p.en[0], p.bn[1], p.en[1], p.image, i));
}
