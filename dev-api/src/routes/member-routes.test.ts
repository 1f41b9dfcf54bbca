import { START_TIME } from '../test-support/test-server.ts';
import { useTestServer } from '../test-support/use-test-server.ts';

const server = useTestServer('file');

describe('GET /wps/member/info', () => {
  it('answers the member profile', async () => {
    const client = server.client();
    const token = await client.token();
    const { body } = await client.get('/wps/member/info', { token });
    expect(body.value).toEqual({
      id: expect.any(Number),
      account: 'demo01',
      userName: 'demo01',
      nickname: 'Rahim',
      regDate: new Date(START_TIME - 183 * 24 * 60 * 60 * 1000).toISOString(),
      type: 0,
      toUpline: true,
      vipLevel: 2,
      vipLabel: 'Silver',
      avatarUrl: expect.stringMatching(/^\/assets\/img\/avatar\/avatar-\d\d\.svg$/),
      email: 'de****@example.com',
      emailBound: true,
      mobile: '171****678',
      mobileVerified: true,
      payeeName: 'Rahim Uddin',
      securityLevel: 'MEDIUM',
    });
  });

  it('names the VIP level in Bengali by default', async () => {
    const client = server.client({ Merchant: 'BDWL' });
    const { body } = await client.get('/wps/member/info', { token: await client.token() });
    expect(body.value.vipLabel).toBe('সিলভার');
  });

  it('answers an agent with no upline', async () => {
    const client = server.client();
    const token = await client.token('agent01', 'Agent@1234');
    expect((await client.get('/wps/member/info', { token })).body.value).toMatchObject({ type: 1, toUpline: false, vipLevel: 5 });
  });
});

describe('GET /wps/wallets/balance', () => {
  it('answers sumBalance as a number', async () => {
    const client = server.client();
    expect((await client.get('/wps/wallets/balance', { token: await client.token() })).body.value).toEqual({ sumBalance: 1000 });
    // agent01's 25,000.00 opening balance plus the dividends it was paid (agent/repo/dividends.ts)
    const dividends = (
      server.api.db.prepare("SELECT SUM(amount_paisa) AS paisa FROM agent_dividends WHERE status = 'PAID'").get() as { paisa: number }
    ).paisa;
    expect(dividends).toBeGreaterThan(0);
    expect((await client.get('/wps/wallets/balance', { token: await client.token('agent01', 'Agent@1234') })).body.value).toEqual({
      sumBalance: (25000_00 + dividends) / 100,
    });
    expect((await client.get('/wps/wallets/balance', { token: await client.token('nusrat99', 'Nusrat@2024') })).body.value).toEqual({
      sumBalance: 350.5,
    });
  });
});

describe('GET /wps/relay/CSP_unreadCount', () => {
  it('counts unread inbox mail: demo01 has two', async () => {
    const client = server.client({ Merchant: 'BDWL', Language: 'EN', ModuleId: 'INBOX3' });
    const reply = await client.get('/wps/relay/CSP_unreadCount', { token: await client.token() });
    expect(reply.body).toEqual({ success: true, value: 2 });
  });

  it('answers 429 TOO_MANY_REQUESTS past 20 calls a second per token', async () => {
    const client = server.client();
    const token = await client.token('agent01', 'Agent@1234');
    server.clock.advance(1000 - (server.clock.now() % 1000));
    for (let i = 0; i < 20; i++) expect((await client.get('/wps/relay/CSP_unreadCount', { token })).status).toBe(200);
    const limited = await client.get('/wps/relay/CSP_unreadCount', { token });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    // another token is not limited, and the next second is free again
    expect((await client.get('/wps/relay/CSP_unreadCount', { token: await client.token() })).status).toBe(200);
    server.clock.advance(1000);
    expect((await client.get('/wps/relay/CSP_unreadCount', { token })).body.value).toBe(1);
  });
});
