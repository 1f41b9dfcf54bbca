import { useTestServer } from '../test-support/use-test-server.ts';

const server = useTestServer('file');

const list = (query: string, language = 'EN') =>
  server.client({ Merchant: 'BDWL', Language: language }).get(`/wps/relay/MCSFE_getListAnnouncements?${query}`);

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('answers announcements in the documented shape', async () => {
    const { body } = await list('types=B,PL,PU,H&merchantCode=BDWL&platform=M&groupName=m_home');
    expect(body.success).toBe(true);
    expect(body.value.length).toBeGreaterThanOrEqual(5);
    for (const item of body.value) {
      expect(item).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        content: expect.any(String),
        startDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        endDate: item.noExpiry === 1 ? null : expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        noExpiry: expect.any(Number),
        promoAnnouncementCategoryIds: expect.any(Array),
        announcementImages: expect.any(Array),
        type: expect.stringMatching(/^(B|PL|PU|H)$/),
      });
    }
    expect(new Set(body.value.map((item: { type: string }) => item.type))).toEqual(new Set(['B', 'PL', 'PU', 'H']));
  });

  it('filters by types and leaves out expired notices', async () => {
    const agent = await list('types=A');
    expect(agent.body.value).toHaveLength(2);
    expect(agent.body.value.every((item: { type: string }) => item.type === 'A')).toBe(true);
    const all = await list('');
    expect(all.body.value.some((item: { title: string }) => item.title.includes('expired'))).toBe(false);
  });

  it('narrows grouped notices to the asked group', async () => {
    const other = await list('types=PU&groupName=m_other');
    expect(other.body.value).toHaveLength(0);
    expect((await list('types=PU&groupName=m_home')).body.value).toHaveLength(1);
  });

  it('follows the Language header', async () => {
    const en = await list('types=B');
    const bn = await list('types=B', 'BN');
    expect(en.body.value[0].title).toMatch(/Welcome to BDWL/);
    expect(bn.body.value[0].title).toMatch(/স্বাগতম/);
  });

  it('carries promotions with categories and images, and one hostile notice', async () => {
    const promos = await list('types=PR');
    expect(promos.body.value.length).toBeGreaterThanOrEqual(3);
    const cover = promos.body.value[0].announcementImages[0];
    expect(cover).toEqual({ url: expect.stringMatching(/^\/assets\/img\/promo\/.+\.svg$/), sequence: 1 });
    expect((await fetch(`${server.url}${cover.url}`)).status).toBe(200);
    const hostile = (await list('types=PL')).body.value[0].content;
    expect(hostile).toContain('<script>');
    expect(hostile).toContain('onerror=');
  });

  it("serves the trial merchant the main merchant's notices", async () => {
    const trial = await server.client({ Merchant: 'BDWL_TRIAL', Language: 'EN' }).get('/wps/relay/MCSFE_getListAnnouncements?types=B');
    expect(trial.body.value.length).toBeGreaterThan(0);
  });
});

describe('GET /wps/relay/AFFMAN3_checkCode', () => {
  it('accepts a seeded code, any case', async () => {
    const reply = await server.client().get('/wps/relay/AFFMAN3_checkCode?code=aff123&domain=m.bdwl.example');
    expect(reply.body).toEqual({ success: true, value: { code: 'AFF123', valid: true } });
  });

  it('rejects an unknown or missing code', async () => {
    const unknown = await server.client().get('/wps/relay/AFFMAN3_checkCode?code=NOPE99');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'INVITATION_CODE_INVALID', message: 'Invalid invitation code' });
    expect((await server.client().get('/wps/relay/AFFMAN3_checkCode')).body.errorCode).toBe('INVITATION_CODE_INVALID');
  });
});
