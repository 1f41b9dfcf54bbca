// The lobby's tables. They arrived after schema version 1, so they are created (and seeded) by
// ensureLobbyData when a database lacks them or holds an older lobby seed, without reseeding members.
// Times are epoch milliseconds; money is integer paisa, as in the rest of the schema.

/**
 * The version of the lobby's catalogue and content seed (games, vendors, banners, help, promotions...): bump it
 * when that seed changes and an older file gets those tables refreshed; members' rows are kept. A change of the
 * tables themselves is a new migration step (ensure-lobby-data.ts).
 */
export const LOBBY_DATA_VERSION = 3;

/** The tables a seed refresh rewrites: what the operator publishes, nothing a member did. */
export const LOBBY_CONTENT_TABLES = [
  'lobby_winners',
  'lobby_hot_match_odds',
  'lobby_hot_matches',
  'lobby_banners',
  'lobby_help',
  'lobby_documents',
  'lobby_promo_categories',
  'lobby_login_popups',
  'lobby_games',
  'lobby_vendors',
];

export const LOBBY_TABLES = [
  'lobby_vendors',
  'lobby_games',
  'lobby_favourites',
  'lobby_recent',
  'lobby_banners',
  'lobby_hot_matches',
  'lobby_hot_match_odds',
  'lobby_winners',
  'lobby_help',
  'lobby_documents',
  'lobby_promo_categories',
  'lobby_promo_status',
  'lobby_login_popups',
  'lobby_lottery_orders',
  'lobby_lottery_suborders',
  'lobby_red_rain_claims',
  'lobby_meta',
];

/**
 * The odds of a hot match where the platform gives them (issue 14), in hundredths (1.85 is 185): home win,
 * draw (none in a sport without one), away win. Its own table so that a file made before it gains it (step 2).
 */
export const HOT_MATCH_ODDS_SQL = `
CREATE TABLE IF NOT EXISTS lobby_hot_match_odds (
  match_id INTEGER PRIMARY KEY REFERENCES lobby_hot_matches(id),
  home INTEGER NOT NULL,
  draw INTEGER,
  away INTEGER NOT NULL
);
`;

export const LOBBY_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS lobby_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS lobby_vendors (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  category TEXT NOT NULL,
  in_house INTEGER NOT NULL DEFAULT 0,
  lobby INTEGER NOT NULL DEFAULT 0,
  icon_url TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS lobby_games (
  node_id INTEGER PRIMARY KEY,
  game_id TEXT NOT NULL UNIQUE,
  game_name TEXT NOT NULL,
  node_name TEXT NOT NULL,
  vendor TEXT NOT NULL REFERENCES lobby_vendors(code),
  game_type TEXT NOT NULL,
  game_category TEXT NOT NULL,
  game_classify TEXT,
  is_new INTEGER NOT NULL DEFAULT 0,
  hot_rank INTEGER,
  min_bet REAL NOT NULL,
  room_id TEXT,
  icon_url TEXT NOT NULL,
  support_play TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS lobby_games_type ON lobby_games (game_type, vendor);

CREATE TABLE IF NOT EXISTS lobby_favourites (
  member_id INTEGER NOT NULL REFERENCES members(id),
  node_id INTEGER NOT NULL REFERENCES lobby_games(node_id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);

CREATE TABLE IF NOT EXISTS lobby_recent (
  member_id INTEGER NOT NULL REFERENCES members(id),
  node_id INTEGER NOT NULL REFERENCES lobby_games(node_id),
  played_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);

CREATE TABLE IF NOT EXISTS lobby_banners (
  id INTEGER PRIMARY KEY,
  group_name TEXT NOT NULL,
  url TEXT NOT NULL,
  title_bn TEXT NOT NULL,
  title_en TEXT NOT NULL,
  link TEXT,
  sort INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS lobby_hot_matches (
  id INTEGER PRIMARY KEY,
  league TEXT NOT NULL,
  home_team TEXT NOT NULL,
  away_team TEXT NOT NULL,
  home_image TEXT NOT NULL,
  away_image TEXT NOT NULL,
  match_time INTEGER NOT NULL,
  vendor TEXT NOT NULL,
  room_id TEXT NOT NULL,
  node_id INTEGER NOT NULL
);
${HOT_MATCH_ODDS_SQL}
CREATE TABLE IF NOT EXISTS lobby_winners (
  id INTEGER PRIMARY KEY,
  customer_name TEXT NOT NULL,
  node_id INTEGER NOT NULL REFERENCES lobby_games(node_id),
  win_paisa INTEGER NOT NULL,
  won_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS lobby_help (
  id INTEGER PRIMARY KEY,
  title_bn TEXT NOT NULL,
  title_en TEXT NOT NULL,
  content_bn TEXT NOT NULL,
  content_en TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS lobby_documents (
  key TEXT PRIMARY KEY,
  title_bn TEXT NOT NULL,
  title_en TEXT NOT NULL,
  content_bn TEXT NOT NULL,
  content_en TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS lobby_promo_categories (
  id INTEGER PRIMARY KEY,
  name_bn TEXT NOT NULL,
  name_en TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS lobby_promo_status (
  member_id INTEGER NOT NULL REFERENCES members(id),
  announcement_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  PRIMARY KEY (member_id, announcement_id)
);

CREATE TABLE IF NOT EXISTS lobby_login_popups (
  id INTEGER PRIMARY KEY,
  execution TEXT NOT NULL,
  title_bn TEXT NOT NULL,
  title_en TEXT NOT NULL,
  content_bn TEXT NOT NULL,
  content_en TEXT NOT NULL,
  image_url TEXT,
  sort INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS lobby_lottery_orders (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  node_id INTEGER NOT NULL REFERENCES lobby_games(node_id),
  issue TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS lobby_lottery_suborders (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES lobby_lottery_orders(id),
  play_name TEXT NOT NULL,
  bet_content TEXT NOT NULL,
  amount_paisa INTEGER NOT NULL,
  odds REAL NOT NULL,
  status TEXT NOT NULL,
  win_paisa INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS lobby_red_rain_claims (
  member_id INTEGER NOT NULL REFERENCES members(id),
  session_start INTEGER NOT NULL,
  amount_paisa INTEGER NOT NULL,
  claimed_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, session_start)
);
`;
