import { gunzipSync } from 'node:zlib';
import { LruCache } from '../image/lru-cache.ts';
import { escapeXml } from '../image/svg/svg-kit.ts';
import { rawGet } from '../test-support/raw-get.ts';
import { useTestServer } from '../test-support/use-test-server.ts';
import { assetCache, RESCAN_AFTER_MS } from './asset-routes.ts';

describe('LruCache', () => {
  const bytes = (n: number) => Buffer.alloc(n);

  it('drops the least recently used entry beyond the entry limit', () => {
    const cache = new LruCache(2, 1000);
    cache.set('a', bytes(1));
    cache.set('b', bytes(1));
    cache.get('a');
    cache.set('c', bytes(1));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);
  });

  it('keeps the total bytes within the byte limit and does not keep a value larger than all of it', () => {
    const cache = new LruCache(100, 10);
    cache.set('a', bytes(4));
    cache.set('b', bytes(4));
    cache.set('c', bytes(4));
    expect(cache.totalBytes).toBe(8);
    expect(cache.get('a')).toBeUndefined();
    cache.set('huge', bytes(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.totalBytes).toBe(8);
  });
});

describe('GET /assets/img/... (issue 13 finding 5, issue 14)', () => {
  const server = useTestServer('file');

  const image = async (path: string) => {
    const reply = await fetch(`${server.url}${path}`);
    return { status: reply.status, type: reply.headers.get('content-type'), svg: await reply.text() };
  };

  it('renders every kind of art the content names as SVG of the size the front end reserves', async () => {
    const db = server.api.db;
    const pick = (sql: string) => (db.prepare(sql).get() as { url: string }).url;
    const cases: [string, string, string][] = [
      [pick('SELECT url FROM lobby_banners ORDER BY id LIMIT 1').replace(/\.svg$/, '.en.svg'), '750', '300'],
      [pick("SELECT icon_url AS url FROM lobby_games WHERE game_category = 'FISH' LIMIT 1"), '240', '240'],
      [pick("SELECT icon_url AS url FROM lobby_vendors WHERE code = 'PG'"), '192', '192'],
      [pick('SELECT home_image AS url FROM lobby_hot_matches LIMIT 1'), '192', '192'],
      ['/assets/img/icon/channel-bkash.svg', '192', '192'],
      ['/assets/img/icon/app-icon.svg', '192', '192'],
      ['/assets/img/promo/cricket-cashback.svg', '690', '280'],
      ['/assets/img/avatar/avatar-07.svg', '192', '192'],
    ];
    for (const [path, width, height] of cases) {
      const reply = await image(path);
      expect({ path, status: reply.status, type: reply.type }).toEqual({ path, status: 200, type: 'image/svg+xml' });
      expect(reply.svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
      // a tile, a logo, a crest stay a few KB (issue 14: keep an eye on bytes)
      expect(reply.svg.length).toBeLessThan(6000);
    }
  });

  it("sets each game's name and its vendor, a vendor's name, a team's initials", async () => {
    const game = server.api.db
      .prepare(
        "SELECT g.icon_url, g.game_name, v.name FROM lobby_games g JOIN lobby_vendors v ON v.code = g.vendor WHERE g.game_category = 'LIVE' LIMIT 1",
      )
      .get() as { icon_url: string; game_name: string; name: string };
    const tile = (await image(game.icon_url)).svg;
    expect(tile).toContain(escapeXml(game.name));
    for (const word of game.game_name.toUpperCase().split(' ')) expect(tile).toContain(escapeXml(word));
    expect((await image('/assets/img/icon/vendor-pp.svg')).svg).toContain('Pragmatic');
    const team = server.api.db.prepare("SELECT home_image FROM lobby_hot_matches WHERE home_team = 'Dhaka Capitals'").get() as {
      home_image: string;
    };
    expect((await image(team.home_image)).svg).toMatch(/>DC<\/text>/);
  });

  it("sets a banner's headline, amount and call to action in the language its URL names", async () => {
    const row = server.api.db.prepare("SELECT url, title_bn, title_en FROM lobby_banners WHERE url LIKE '%welcome-bonus%'").get() as {
      url: string;
      title_bn: string;
      title_en: string;
    };
    const english = (await image(row.url.replace(/\.svg$/, '.en.svg'))).svg;
    const bengali = (await image(row.url.replace(/\.svg$/, '.bn.svg'))).svg;
    expect(english).toContain(row.title_en.split(' ')[0]);
    expect(english).toContain('Deposit now');
    expect(english).toContain('৳5,000');
    expect(bengali).toContain(row.title_bn.split(' ')[0]);
    expect(bengali).toContain('এখনই ডিপোজিট করুন');
    expect(bengali).not.toContain('Deposit now');
    // no language named: Bengali, the product's default
    expect((await image(row.url)).svg).toBe(bengali);
  });

  it('compresses the SVG for a browser that accepts it', async () => {
    const path = '/assets/img/banner/welcome-bonus.en.svg';
    const plain = await image(path);
    const packed = await rawGet(`${server.url}${path}`, { 'Accept-Encoding': 'gzip' });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(packed.body).toString()).toBe(plain.svg);
    expect(packed.body.length).toBeLessThan(plain.svg.length / 2);
  });

  it('still answers a .png name a database seeded before the SVG art holds, with the SVG', async () => {
    const reply = await image('/assets/img/icon/app-icon.png');
    expect([reply.status, reply.type]).toEqual([200, 'image/svg+xml']);
  });

  it('answers 404 for a kind that has no art even when content names it, and for a preset avatar beyond the set', async () => {
    expect((await image('/assets/img/missing/cq9-020.svg')).status).toBe(404);
    expect((await image('/assets/img/avatar/avatar-13.svg')).status).toBe(404);
  });

  it('answers 404 for a name no content uses, without rendering or caching it', async () => {
    const cache = assetCache(server.api.state);
    const before = cache.size;
    for (let i = 0; i < 20; i++) expect((await server.client().get(`/assets/img/banner/made-up-${i}.svg`)).status).toBe(404);
    expect(cache.size).toBe(before);
  });

  it('renders an image named by content added later, once the names are looked for again', async () => {
    const path = '/assets/img/banner/added-later.svg';
    server.api.db
      .prepare("INSERT INTO lobby_banners (group_name, url, title_bn, title_en, sort) VALUES ('home', ?, 'নতুন', 'New', 99)")
      .run(path);
    server.clock.advance(RESCAN_AFTER_MS);
    expect((await server.client().get(path)).status).toBe(200);
  });
});

describe('the asset cache bound', () => {
  const saved = process.env.ASSET_CACHE_ENTRIES;
  beforeAll(() => {
    process.env.ASSET_CACHE_ENTRIES = '3';
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.ASSET_CACHE_ENTRIES;
    else process.env.ASSET_CACHE_ENTRIES = saved;
  });
  const server = useTestServer('file');

  it('holds at most ASSET_CACHE_ENTRIES images however many are asked for', async () => {
    const games = server.api.db.prepare("SELECT icon_url FROM lobby_games WHERE icon_url LIKE '/assets/img/game/%' LIMIT 6").all() as {
      icon_url: string;
    }[];
    for (const { icon_url } of games) expect((await server.client().get(icon_url)).status).toBe(200);
    expect(assetCache(server.api.state).size).toBe(3);
  });
});
