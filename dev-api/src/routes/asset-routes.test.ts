import { LruCache } from '../image/lru-cache.ts';
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

describe('GET /assets/img/... (issue 13 finding 5)', () => {
  const server = useTestServer('file');

  it('renders the names the content uses', async () => {
    const banner = await server.client().get('/assets/img/banner/welcome-bonus.png');
    expect(banner.status).toBe(200);
    expect(banner.headers.get('content-type')).toBe('image/png');
    expect((await server.client().get('/assets/img/icon/channel-bkash.png')).status).toBe(200);
  });

  it('answers 404 for a name no content uses, without rendering or caching it', async () => {
    const cache = assetCache(server.api.state);
    const before = cache.size;
    for (let i = 0; i < 20; i++) expect((await server.client().get(`/assets/img/banner/made-up-${i}.png`)).status).toBe(404);
    expect(cache.size).toBe(before);
  });

  it('renders an image named by content added later, once the names are looked for again', async () => {
    const path = '/assets/img/banner/added-later.png';
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
