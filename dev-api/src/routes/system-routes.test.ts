import { DOWNLOAD_RESOURCE_TYPES } from '../config/system-info.ts';
import { flattenFlags } from '../config/whitelabel-flags.ts';
import { REGISTER_FIELDS } from '../members/register-validation.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { useTestServer } from '../test-support/use-test-server.ts';

const server = useTestServer('file');

describe('GET /wps/system/status', () => {
  it('answers the startup flags and site info', async () => {
    const { body } = await server.client().get('/wps/system/status');
    expect(body.value).toMatchObject({ maintenance: false, regionRestriction: false, location: 'BD' });
    const { info } = body.value;
    expect(info.customerService.map((channel: { csType: string }) => channel.csType)).toEqual([
      'LIVECHAT',
      'WHATSAPP',
      'TELEGRAM',
      'FACEBOOK',
      'PHONE',
    ]);
    for (const channel of info.customerService)
      expect(channel).toEqual({ csType: expect.any(String), title: expect.any(String), url: expect.any(String) });
    expect(info.domains[0]).toEqual({ domainName: expect.any(String), rootDomainName: expect.any(String) });
    expect(info.downloads.map((download: { resourceType: string }) => download.resourceType).sort()).toEqual(
      [...DOWNLOAD_RESOURCE_TYPES].sort(),
    );
    for (const download of info.downloads)
      expect(download).toEqual({ resourceType: expect.any(String), url: expect.any(String), labelNameEn: expect.any(String) });
    expect(info.imageCdns).toEqual([]);
  });

  it('titles customer service channels in the request language', async () => {
    const en = await server.client().get('/wps/system/status');
    const bn = await server.client({ Merchant: 'BDWL', Language: 'BN' }).get('/wps/system/status');
    expect(en.body.value.info.customerService[0].title).toBe('24h live chat');
    expect(bn.body.value.info.customerService[0].title).toBe('২৪ ঘণ্টা লাইভ চ্যাট');
  });

  it('follows POST /dev/system-status', async () => {
    const client = server.client();
    const set = await client.post('/dev/system-status', { json: { maintenance: true, regionRestriction: true, location: 'us' } });
    expect(set.body).toEqual({ maintenance: true, regionRestriction: true, location: 'US' });
    expect((await client.get('/wps/system/status')).body.value).toMatchObject({
      maintenance: true,
      regionRestriction: true,
      location: 'US',
    });
    await client.post('/dev/system-status', { json: { maintenance: false, regionRestriction: false, location: 'BD' } });
    expect((await client.get('/wps/system/status')).body.value.maintenance).toBe(false);
    const bad = await client.post('/dev/system-status', { json: { maintenance: 'sometimes' } });
    expect(bad.status).toBe(400);
  });

  it('starts in maintenance or region restriction from the environment', async () => {
    process.env.DEV_MAINTENANCE = '1';
    process.env.DEV_REGION_RESTRICTED = '1';
    const other = await startTestServer();
    delete process.env.DEV_MAINTENANCE;
    delete process.env.DEV_REGION_RESTRICTED;
    try {
      const { body } = await other.client().get('/wps/system/status');
      expect(body.value).toMatchObject({ maintenance: true, regionRestriction: true });
    } finally {
      await other.close();
    }
  });
});

describe('GET /wps/system/whitelabel', () => {
  it('answers the flag tree with the documented defaults', async () => {
    const { body } = await server.client().get('/wps/system/whitelabel');
    const walk = (nodes: any[]) => {
      for (const node of nodes) {
        expect(Object.keys(node).sort()).toEqual(['childrenNodes', 'enabled', 'modId']);
        expect(['0', '1']).toContain(node.enabled);
        walk(node.childrenNodes);
      }
    };
    walk(body.value);
    const flags = flattenFlags(body.value);
    // Every switch is on out of the box but the third-party sign-ins and phone checks, which need a provider's keys.
    const off = ['FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'TELEGRAMLOGIN3', 'FIREBASEPHONE3'];
    expect(Object.keys(flags)).toEqual(expect.arrayContaining([...off, 'USERNAMEREG3', 'WITHDRAW3', 'DEPRECM3', 'FEEDBACK3', 'AGEREG3']));
    for (const [modId, enabled] of Object.entries(flags)) expect([modId, enabled]).toEqual([modId, !off.includes(modId)]);
    const memberCentre = body.value.find((node: { modId: string }) => node.modId === 'MEMCEN3');
    expect(memberCentre.childrenNodes.map((node: { modId: string }) => node.modId)).toContain('DEPRECM3');
  });

  it('follows POST /dev/whitelabel overrides, and null restores the default', async () => {
    const client = server.client();
    const set = await client.post('/dev/whitelabel', { json: { GOOGLELOGIN3: true, FREEPLAY3: '0' } });
    expect(set.body).toMatchObject({ GOOGLELOGIN3: true, FREEPLAY3: false });
    expect(flattenFlags((await client.get('/wps/system/whitelabel')).body.value).GOOGLELOGIN3).toBe(true);
    await client.post('/dev/whitelabel', { json: { GOOGLELOGIN3: null, FREEPLAY3: null } });
    expect(flattenFlags((await client.get('/wps/system/whitelabel')).body.value)).toMatchObject({ GOOGLELOGIN3: false, FREEPLAY3: true });
    expect((await client.post('/dev/whitelabel', { json: { NOPE3: true } })).status).toBe(400);
  });
});

describe('GET /wps/system/settings/consolidated', () => {
  it('answers the mobile template and the currency', async () => {
    const { body } = await server.client().get('/wps/system/settings/consolidated');
    expect(body.value).toEqual({
      mobileTemplate: {
        mem_cen: '1',
        dep_func: '1',
        app_background: expect.stringMatching(/^#[0-9a-f]{6}$/),
        app_desc: expect.any(String),
        app_desc_font_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      },
      currency: 'BDT',
      currencySymbol: '৳',
    });
  });

  it("words the download bar's text in the request language", async () => {
    const desc = async (Language: string) =>
      (await server.client({ Merchant: 'BDWL', Language }).get('/wps/system/settings/consolidated')).body.value.mobileTemplate.app_desc;
    expect(await desc('EN')).toBe('Get the app and claim a ৳222 bonus');
    expect(await desc('BN')).toBe('অ্যাপ ডাউনলোড করুন, ৳২২২ বোনাস নিন');
  });
});

describe('GET /wps/system/setting/register', () => {
  // The fields the registration validator reads, and the login form's three.
  const FIELDS = [...REGISTER_FIELDS, 'loginUsername', 'loginPassword', 'loginMobileNum'];

  it('answers a setting for every field, with patterns the client can compile', async () => {
    const { body } = await server.client().get('/wps/system/setting/register');
    expect(Object.keys(body.value).sort()).toEqual([...FIELDS].sort());
    for (const field of FIELDS) {
      const setting = body.value[field];
      expect(setting).toEqual({
        enabled: expect.any(Boolean),
        required: expect.any(Boolean),
        acceptedPattern: expect.any(String),
        minLength: expect.any(Number),
        maxLength: expect.any(Number),
        patternId: expect.any(String),
      });
      if (setting.acceptedPattern !== '*') expect(() => new RegExp(setting.acceptedPattern)).not.toThrow();
    }
  });

  it('has the believable defaults', async () => {
    const { body } = await server.client().get('/wps/system/setting/register');
    const settings = body.value;
    const accepts = (field: string, value: string) => new RegExp(settings[field].acceptedPattern).test(value);
    expect(settings.username).toMatchObject({ enabled: true, required: true, patternId: 'USERNAME' });
    expect(accepts('username', 'demo01')).toBe(true);
    expect(accepts('username', 'bad name')).toBe(false);
    expect(settings.password).toMatchObject({ enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 'PASSWORD' });
    expect(accepts('password', 'Demo@1234')).toBe(true);
    expect(accepts('password', 'onlyletters')).toBe(false);
    expect(accepts('password', '12345678')).toBe(false);
    expect(settings.mobileNum).toMatchObject({ enabled: true, required: false, minLength: 10, maxLength: 11 });
    expect(accepts('mobileNum', '1712345678')).toBe(true);
    expect(accepts('mobileNum', '01712345678')).toBe(true);
    expect(accepts('mobileNum', '1212345678')).toBe(false);
    expect(settings.email).toMatchObject({ enabled: true, required: false });
    expect(settings.nickname).toMatchObject({ enabled: true, required: false });
    expect(accepts('nickname', 'রহিম')).toBe(true);
    expect(settings.affiliateCode).toMatchObject({ enabled: true, required: false });
    for (const field of ['qqNum', 'wechat', 'line', 'zalo', 'idNumber', 'payeeName', 'paymentPassword', 'recommenderId'])
      expect([field, settings[field].enabled]).toEqual([field, false]);
  });

  it('disables verificationCode when REGMOBVERF3 is off', async () => {
    const client = server.client();
    await client.post('/dev/whitelabel', { json: { REGMOBVERF3: false } });
    expect((await client.get('/wps/system/setting/register')).body.value.verificationCode.enabled).toBe(false);
    await client.post('/dev/whitelabel', { json: { REGMOBVERF3: null } });
    expect((await client.get('/wps/system/setting/register')).body.value.verificationCode.enabled).toBe(true);
  });
});

describe('GET /wps/system/country', () => {
  it('lists Bangladesh first, then its neighbours', async () => {
    const { body } = await server.client().get('/wps/system/country');
    expect(body.value[0]).toEqual({ countryName: 'Bangladesh', countryNameBn: 'বাংলাদেশ', dialingCode: '880', iso: 'BD' });
    expect(body.value.slice(1, 6).map((country: { iso: string }) => country.iso)).toEqual(['IN', 'NP', 'PK', 'MY', 'PH']);
  });
});
