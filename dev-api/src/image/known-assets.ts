import type { DatabaseSync } from 'node:sqlite';
import { DEPOSIT_CHANNELS, channelLogo } from '../cashier/catalogue.ts';
import { downloadResources } from '../config/system-info.ts';
import { canonicalArtPath } from './art-path.ts';
import { AVATAR_COUNT, avatarPath } from './svg/avatar.ts';

const ASSET_URL = /\/assets\/img\/[a-z]+\/[a-z0-9-]{1,64}\.(?:svg|png)/g;

/** Asset paths named in code rather than in a table. */
function codeAssets(): string[] {
  return [
    ...DEPOSIT_CHANNELS.map((channel) => channelLogo(channel.code)),
    ...downloadResources().map((resource) => resource.url),
    ...Array.from({ length: AVATAR_COUNT }, (_, i) => avatarPath(i + 1)),
  ];
}

/**
 * Every /assets/img/ path that some content names: the text columns of every table (banners, games, vendors,
 * announcements, pop-ups... including rows added at runtime) and the few computed in code. Tens of
 * milliseconds over the seeded database.
 */
export function scanKnownAssets(db: DatabaseSync): Set<string> {
  const known = new Set<string>();
  const add = (text: string) => {
    for (const match of text.matchAll(ASSET_URL)) known.add(canonicalArtPath(match[0]));
  };
  codeAssets().forEach(add);
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as {
    name: string;
  }[];
  for (const { name } of tables) {
    const columns = db.prepare(`PRAGMA table_info("${name}")`).all() as { name: string; type: string }[];
    for (const column of columns.filter((c) => /TEXT/i.test(c.type))) {
      const rows = db.prepare(`SELECT "${column.name}" AS value FROM "${name}" WHERE "${column.name}" LIKE '%/assets/img/%'`).all() as {
        value: string;
      }[];
      for (const row of rows) add(row.value);
    }
  }
  return known;
}
