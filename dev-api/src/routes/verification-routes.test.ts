import { useTestServer } from '../test-support/use-test-server.ts';

const server = useTestServer();

describe('POST /wps/verification/sms/noLogin', () => {
  it('answers expiredMinutes and writes a 6-digit code to the outbox', async () => {
    const client = server.client({ Merchant: 'BDWL', Language: 'EN', ModuleId: 'VERIFICATION3' });
    const reply = await client.post('/wps/verification/sms/noLogin', { json: { mobileNum: '1712345678', countryDialingCode: '880' } });
    expect(reply.body).toEqual({ success: true, value: { expiredMinutes: 1 } });
    const outbox = await client.get('/dev/outbox');
    expect(outbox.body.messages).toEqual([
      {
        id: expect.any(Number),
        channel: 'sms',
        to: '8801712345678',
        purpose: 'noLogin',
        code: expect.stringMatching(/^\d{6}$/),
        text: expect.stringContaining(outbox.body.messages[0].code),
        createdAt: new Date(server.clock.now()).toISOString(),
      },
    ]);
  });

  it('accepts mobileNo, a national 0 or the full international form', async () => {
    const client = server.client();
    await client.post('/wps/verification/sms/noLogin', { json: { mobileNo: '01812345678', countryDialingCode: '880' } });
    server.clock.advance(60_000);
    await client.post('/wps/verification/sms/noLogin', { json: { mobileNum: '+8801812345678' } });
    const outbox = await client.get('/dev/outbox?to=+8801812345678');
    expect(outbox.body.messages).toHaveLength(2);
  });

  it('rejects an invalid number, a missing one, and a resend within a minute', async () => {
    const client = server.client();
    const invalid = await client.post('/wps/verification/sms/noLogin', { json: { mobileNum: '12345', countryDialingCode: '880' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errorCode).toBe('MOBILE_INVALID');
    expect((await client.post('/wps/verification/sms/noLogin', { json: {} })).body.errorCode).toBe('field_invalid');
    await client.post('/wps/verification/sms/noLogin', { json: { mobileNum: '1912345678' } });
    const again = await client.post('/wps/verification/sms/noLogin', { json: { mobileNum: '1912345678' } });
    expect(again.status).toBe(429);
    expect(again.body.errorCode).toBe('TOO_MANY_REQUESTS');
    server.clock.advance(60_000);
    expect((await client.post('/wps/verification/sms/noLogin', { json: { mobileNum: '1912345678' } })).status).toBe(200);
  });

  it('accepts other countries by their own length rule', async () => {
    const reply = await server
      .client()
      .post('/wps/verification/sms/noLogin', { json: { mobileNum: '501234567', countryDialingCode: '971' } });
    expect(reply.status).toBe(200);
    expect((await server.client().get('/dev/outbox?to=971501234567')).body.messages).toHaveLength(1);
  });
});

describe('POST /wps/verification/sms/register', () => {
  it('sends a code to a new number and answers the same for a registered one', async () => {
    const client = server.client();
    expect(
      (await client.post('/wps/verification/sms/register', { json: { mobileNum: '1311111111', countryDialingCode: '880' } })).body.value,
    ).toEqual({
      expiredMinutes: 1,
    });
    const { messages } = (await client.get('/dev/outbox')).body;
    expect(messages[0]).toMatchObject({ to: '8801311111111', purpose: 'register' });
    // a registered number gets the same reply; its holder is told there is an account, and gets no code
    const taken = await client.post('/wps/verification/sms/register', { json: { mobileNum: '1712345678', countryDialingCode: '880' } });
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ success: true, value: { expiredMinutes: 1 } });
    const [notice] = (await client.get('/dev/outbox?to=8801712345678')).body.messages;
    expect(notice).toMatchObject({ purpose: 'register', code: null, text: expect.stringContaining('already has one') });
  });
});

describe('/dev/outbox', () => {
  it('lists newest first, filters by recipient, records captcha answers, and clears', async () => {
    const client = server.client();
    await client.post('/wps/verification/sms/noLogin', { json: { mobileNum: '1712345678' } });
    server.clock.advance(1000);
    await client.post('/wps/verification/sms/noLogin', { json: { mobileNum: '1812345678' } });
    const all = (await client.get('/dev/outbox')).body;
    expect(all.messages.map((message: { to: string }) => message.to)).toEqual(['8801812345678', '8801712345678']);
    expect(all.lastCaptcha).toBeNull();
    expect((await client.get('/dev/outbox?to=8801712345678')).body.messages).toHaveLength(1);

    await client.get('/wps/captcha');
    const other = server.client();
    await other.get('/wps/captcha');
    const latest = (await client.get('/dev/outbox')).body.lastCaptcha;
    expect(latest).toEqual({ answer: expect.stringMatching(/^\d{4}$/), createdAt: expect.any(String) });
    const mine = (await client.get(`/dev/outbox?captchaId=${client.cookies.get('wps_captcha')}`)).body.lastCaptcha;
    expect(mine.answer).toMatch(/^\d{4}$/);

    const cleared = await client.call('DELETE', '/dev/outbox');
    expect(cleared.body).toEqual({ cleared: true });
    expect((await client.get('/dev/outbox')).body).toEqual({ messages: [], lastCaptcha: null });
  });
});

describe('GET /wps/captcha', () => {
  it('answers a plain base64 PNG, no-store, with an HttpOnly client cookie', async () => {
    const client = server.client({ Merchant: 'BDWL', ModuleId: 'VALID_CAPTCHA3' });
    const reply = await client.get('/wps/captcha');
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body.value).not.toMatch(/^data:/);
    expect(Buffer.from(reply.body.value, 'base64').subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const cookie = reply.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^wps_captcha=[0-9a-f]{32}; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax$/);
    // the same client keeps its id across images
    const id = client.cookies.get('wps_captcha');
    await client.get('/wps/captcha');
    expect(client.cookies.get('wps_captcha')).toBe(id);
  });
});
