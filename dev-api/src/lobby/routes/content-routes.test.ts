import { useTestServer } from '../../test-support/use-test-server.ts';

const server = useTestServer('file');

const get = (path: string, options: { language?: string; token?: string } = {}) =>
  server.client({ Merchant: 'BDWL', Language: options.language ?? 'EN' }).get(path, options.token ? { token: options.token } : {});

describe('GET /wps/relay/MCSFE_getBanners', () => {
  it('answers the home banners with generated artwork in the asked language', async () => {
    const { body } = await get('/wps/relay/MCSFE_getBanners?groupName=m_home');
    expect(body.value.length).toBeGreaterThan(1);
    expect(body.value[0]).toEqual({
      id: 1,
      groupName: 'm_home',
      url: expect.stringMatching(/^\/assets\/img\/banner\/.+\.en\.svg$/),
      title: expect.any(String),
      link: expect.any(String),
    });
    expect((await fetch(`${server.url}${body.value[0].url}`)).status).toBe(200);
    const bengali = (await get('/wps/relay/MCSFE_getBanners?groupName=m_home', { language: 'BN' })).body.value[0];
    expect(bengali.url).toBe(body.value[0].url.replace(/\.en\.svg$/, '.bn.svg'));
    expect((await get('/wps/relay/MCSFE_getBanners?groupName=nowhere')).body.value).toEqual([]);
  });
});

describe('GET /wps/relay/MCSFE_getLoginPopups', () => {
  it('answers execution A (members) and B (guests) separately, in the asked language', async () => {
    const a = (await get('/wps/relay/MCSFE_getLoginPopups?execution=A')).body.value;
    const b = (await get('/wps/relay/MCSFE_getLoginPopups?execution=B', { language: 'BN' })).body.value;
    expect(a).toHaveLength(1);
    expect(a[0]).toMatchObject({
      execution: 'A',
      title: 'Daily check-in reward',
      imageUrl: expect.stringMatching(/^\/assets\/img\/promo\//),
    });
    expect(b[0]).toMatchObject({ execution: 'B', title: expect.stringContaining('নিবন্ধন') });
  });
});

describe('promotions /wps/relay/REWCEN3_promotions', () => {
  it('answers categories and promotions with a guest status, including the upcoming one', async () => {
    const { categories, list } = (await get('/wps/relay/REWCEN3_promotions')).body.value;
    expect(categories).toContainEqual({ id: 4, name: 'Sports' });
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const promo of list) {
      expect(promo).toMatchObject({
        id: expect.any(Number),
        title: expect.any(String),
        content: expect.any(String),
        startDate: expect.any(String),
        noExpiry: expect.any(Number),
        promoAnnouncementCategoryIds: expect.any(Array),
        announcementImages: [{ url: expect.any(String), sequence: 1 }],
      });
    }
    expect(list.find((p: { title: string }) => p.title.startsWith('Coming soon')).status).toBe('COMING_SOON');
    expect(list.find((p: { id: number }) => p.id === 1006)).toMatchObject({ status: 'JOIN', noExpiry: 1, endDate: null });
  });

  it('gives a member their own statuses and filters by category', async () => {
    const token = await server.client().token();
    const { list } = (await get('/wps/relay/REWCEN3_promotions', { token })).body.value;
    expect(list.find((p: { id: number }) => p.id === 1007).status).toBe('CLAIM');
    const sports = (await get('/wps/relay/REWCEN3_promotions?categoryId=4')).body.value.list;
    expect(sports.length).toBeGreaterThan(0);
    expect(sports.every((p: { promoAnnouncementCategoryIds: number[] }) => p.promoAnnouncementCategoryIds.includes(4))).toBe(true);
  });

  it('holds one hostile promotion, and the detail route finds a promotion by id', async () => {
    const { list } = (await get('/wps/relay/REWCEN3_promotions')).body.value;
    const hostile = list.find((p: { content: string }) => p.content.includes('<script>'));
    expect(hostile.content).toContain('onerror=');
    const detail = await get(`/wps/relay/REWCEN3_promotionDetail?id=${hostile.id}`);
    expect(detail.body.value.id).toBe(hostile.id);
    const missing = await get('/wps/relay/REWCEN3_promotionDetail?id=1');
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe('PROMOTION_NOT_FOUND');
  });
});

describe('GET /wps/system/helpCenter and /wps/system/userAgreement', () => {
  it('answers help topics by lang, one of them hostile', async () => {
    const en = (await get('/wps/system/helpCenter?lang=EN', { language: 'BN' })).body.value;
    expect(en[0]).toEqual({ id: 1, title: 'How to register', content: expect.stringContaining('<ol>') });
    expect(en.some((t: { content: string }) => t.content.includes('<script>') && t.content.includes('onerror='))).toBe(true);
    const bn = (await get('/wps/system/helpCenter', { language: 'BN' })).body.value;
    expect(bn[0].title).toBe('কীভাবে নিবন্ধন করবেন');
  });

  it('answers the user agreement', async () => {
    expect((await get('/wps/system/userAgreement')).body.value).toEqual({
      title: 'User agreement',
      content: expect.stringContaining('18'),
    });
  });
});
