import type { DatabaseSync } from 'node:sqlite';
import { DEPOSIT_CHANNELS } from '../cashier/catalogue.ts';
import { avatarArt } from './svg/avatar.ts';
import { type ArtLanguage, bannerArt, promoCover } from './svg/banner-art.ts';
import { gameTile } from './svg/game-tile.ts';
import { appIcon, channelLogo, teamCrest, vendorLogo } from './svg/marks.ts';

const slugOf = (code: string) => code.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const titleCase = (slug: string) => slug.replace(/-/g, ' ').replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** Both spellings a path may be stored in: databases seeded before the SVG art hold '.png' names. */
const storedUrls = (kind: string, name: string) => [`/assets/img/${kind}/${name}.svg`, `/assets/img/${kind}/${name}.png`];

function game(db: DatabaseSync, name: string): string | null {
  const row = db
    .prepare(
      `SELECT g.game_id, g.game_name, g.vendor, g.game_category, g.game_classify, v.name AS vendor_name
       FROM lobby_games g LEFT JOIN lobby_vendors v ON v.code = g.vendor WHERE g.game_id = ?`,
    )
    .get(name) as
    | {
        game_id: string;
        game_name: string;
        vendor: string;
        game_category: string;
        game_classify: string | null;
        vendor_name: string | null;
      }
    | undefined;
  if (!row) return null;
  return gameTile({
    id: row.game_id,
    name: row.game_name,
    vendor: row.vendor,
    vendorName: row.vendor_name ?? row.vendor,
    category: row.game_category,
    classify: row.game_classify,
  });
}

function icon(db: DatabaseSync, name: string): string | null {
  if (name === 'app-icon') return appIcon();
  if (name.startsWith('vendor-')) {
    const slug = name.slice('vendor-'.length);
    const vendors = db.prepare('SELECT code, name FROM lobby_vendors').all() as { code: string; name: string }[];
    const vendor = vendors.find((v) => slugOf(v.code) === slug);
    return vendor ? vendorLogo(vendor.code, vendor.name) : vendorLogo(slug.toUpperCase(), titleCase(slug));
  }
  if (name.startsWith('channel-')) {
    const slug = name.slice('channel-'.length);
    const channel = DEPOSIT_CHANNELS.find((c) => slugOf(c.code) === slug);
    return channelLogo(slug, channel?.name.en ?? titleCase(slug));
  }
  if (name.startsWith('team-')) {
    const slug = name.slice('team-'.length);
    const urls = storedUrls('icon', name);
    const row = db
      .prepare(
        `SELECT CASE WHEN home_image IN (?, ?) THEN home_team ELSE away_team END AS team FROM lobby_hot_matches
         WHERE home_image IN (?, ?) OR away_image IN (?, ?) LIMIT 1`,
      )
      .get(...urls, ...urls, ...urls) as { team: string } | undefined;
    return teamCrest(slug, row?.team ?? titleCase(slug));
  }
  return null;
}

function banner(db: DatabaseSync, name: string, language: ArtLanguage): string {
  const row = db
    .prepare('SELECT title_bn, title_en FROM lobby_banners WHERE url IN (?, ?) ORDER BY id LIMIT 1')
    .get(...storedUrls('banner', name)) as { title_bn: string; title_en: string } | undefined;
  // A banner image some other content names (an announcement) without a banner row: its name is the headline.
  const headline = row ? (language === 'en' ? row.title_en : row.title_bn) : titleCase(name);
  return bannerArt(name, headline, language);
}

/** The SVG for a known asset path's kind and name, or null when the kind has no art (the route answers 404). */
export function renderArt(db: DatabaseSync, kind: string, name: string, language: ArtLanguage): string | null {
  switch (kind) {
    case 'game':
      return game(db, name);
    case 'icon':
      return icon(db, name);
    case 'banner':
      return banner(db, name, language);
    case 'promo':
      return promoCover(name);
    case 'avatar':
      return avatarArt(name);
    default:
      return null;
  }
}
