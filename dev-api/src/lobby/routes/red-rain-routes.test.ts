import { START_TIME } from '../../test-support/test-server.ts';
import { useTestServer } from '../../test-support/use-test-server.ts';
import { envelopeAmountPaisa, rainSessions } from '../red-rain.ts';

const HOUR = 60 * 60 * 1000;
const server = useTestServer('file');

describe('red rain sessions', () => {
  it('run at 12:00, 20:00 and 22:00 Bangladesh time for ten minutes', () => {
    // 2026-11-20 06:00 UTC is 12:00 in Dhaka
    const noon = Date.UTC(2026, 10, 20, 6, 0);
    expect(rainSessions(noon - 1).current).toBeNull();
    expect(rainSessions(noon - 1).next.start).toBe(noon);
    expect(rainSessions(noon + 5 * 60 * 1000).current).toEqual({ start: noon, end: noon + 10 * 60 * 1000 });
    expect(rainSessions(noon + 10 * 60 * 1000).next.start).toBe(noon + 8 * HOUR);
    // after 22:00 the next is tomorrow noon
    expect(rainSessions(noon + 11 * HOUR).next.start).toBe(noon + 24 * HOUR);
  });

  it('give each member 1 to 88 taka a session', () => {
    for (let id = 1; id < 50; id++) {
      const amount = envelopeAmountPaisa(id, Date.UTC(2026, 10, 20, 6));
      expect(amount).toBeGreaterThanOrEqual(100);
      expect(amount).toBeLessThanOrEqual(8800);
    }
  });
});

describe('/wps/relay/REWCEN3_redRain', () => {
  it('answers the running session (the test clock starts at 12:00 in Dhaka) and the next', async () => {
    const { body } = await server.client().get('/wps/relay/REWCEN3_redRain');
    expect(body.value).toMatchObject({
      status: 'ACTIVE',
      current: { startTime: new Date(START_TIME).toISOString() },
      next: { startTime: new Date(START_TIME + 8 * HOUR).toISOString() },
      schedule: ['12:00', '20:00', '22:00'],
      claimedAmount: null,
    });
  });

  it('lets a member take one envelope a session, credited to the balance', async () => {
    const client = server.client();
    const token = await client.token();
    const before = (await client.get('/wps/wallets/balance', { token })).body.value.sumBalance;
    const claim = await client.post('/wps/relay/REWCEN3_redRain', { token, json: {} });
    const amount = claim.body.value.amount;
    expect(amount).toBeGreaterThanOrEqual(1);
    expect((await client.get('/wps/wallets/balance', { token })).body.value.sumBalance).toBeCloseTo(before + amount, 2);
    expect((await client.get('/wps/relay/REWCEN3_redRain', { token })).body.value.claimedAmount).toBe(amount);
    const again = await client.post('/wps/relay/REWCEN3_redRain', { token, json: {} });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('RED_RAIN_CLAIMED');
  });

  it('refuses a guest and a claim between sessions', async () => {
    expect((await server.client().post('/wps/relay/REWCEN3_redRain', { json: {} })).status).toBe(401);
    server.clock.advance(HOUR);
    const client = server.client();
    const token = await client.token('nusrat99', 'Nusrat@2024');
    const reply = await client.post('/wps/relay/REWCEN3_redRain', { token, json: {} });
    expect(reply.body.errorCode).toBe('RED_RAIN_NOT_ACTIVE');
    expect((await client.get('/wps/relay/REWCEN3_redRain')).body.value.status).toBe('UPCOMING');
  });
});
