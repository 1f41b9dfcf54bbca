import { newMember, submit } from '../test-support/cashier-helpers.ts';
import type { TestClient } from '../test-support/test-server.ts';
import { useTestServer } from '../test-support/use-test-server.ts';

const server = useTestServer('test', { authLimits: { smsClient: { max: 1000, windowMs: 60 * 60 * 1000 } } });
const HOUR = 60 * 60 * 1000;
const client = () => server.client();
const exclude = (token: string, period: string, password: string, on: TestClient = client()) =>
  on.post('/wps/member/protection/exclusion', { token, json: { period, password } });
const alive = async (token: string) => (await client().get('/wps/member/info', { token })).status === 200;

describe('take a break', () => {
  it('ends every open session at once and refuses login until it ends, naming the end and where to get help', async () => {
    const member = await newMember(server);
    const phone = server.client();
    const second = await phone.token(member.username, member.password);
    expect(await alive(member.token)).toBe(true);

    const reply = await exclude(member.token, '24h', member.password);
    expect(reply.body.value).toEqual({ kind: 'break', period: '24h', endsAt: '2026-11-21T06:00:00.000Z' });
    expect(await alive(member.token)).toBe(false);
    expect(await alive(second)).toBe(false);

    const refused = await client().login(member.username, member.password);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('PLAYER_EXCLUDED');
    expect(refused.body.value).toMatchObject({
      kind: 'break',
      endsAt: '2026-11-21T06:00:00.000Z',
      help: expect.stringContaining('/m/help'),
    });
    expect(refused.body.message).toBe(
      'You are on a break until 2026-11-21 12:00 (Dhaka time). For help, contact customer service or see "Responsible gaming" in the help centre.',
    );
    const bn = await server.client({ Merchant: 'BDWL', Language: 'BN', Device: 'MOBILE' }).login(member.username, member.password);
    expect(bn.body.message).toContain('আপনি বিরতিতে আছেন, যা শেষ হবে 2026-11-21 12:00');

    server.clock.advance(24 * HOUR - 1);
    expect((await client().login(member.username, member.password)).body.errorCode).toBe('PLAYER_EXCLUDED');
    server.clock.advance(1);
    expect((await client().login(member.username, member.password)).status).toBe(200);
  });

  it('cannot be shortened: a shorter period chosen later keeps the longer end', async () => {
    const member = await newMember(server);
    await exclude(member.token, '7d', member.password);
    server.clock.advance(7 * 24 * HOUR);
    const token = await client().token(member.username, member.password);
    await exclude(token, '6w', member.password);
    const later = await client()
      .token(member.username, member.password)
      .catch((error: Error) => error.message);
    expect(later).toContain('PLAYER_EXCLUDED');
  });

  it('needs the login password: a wrong one starts nothing', async () => {
    const member = await newMember(server);
    const wrong = await exclude(member.token, '24h', 'Not-the-password1');
    expect(wrong.status).toBe(400);
    expect(await alive(member.token)).toBe(true);
    expect((await exclude(member.token, '3d', member.password)).body.value.fields).toEqual([{ field: 'period', problem: 'invalid' }]);
  });

  it('leaves a pending withdrawal to be paid', async () => {
    const member = await newMember(server, { balance: 2000, withdrawalPassword: '135790', boundEwallet: true });
    const pending = await submit(client(), '/wps/transaction/withdraw', member.token, {
      amount: 500,
      bankCardId: member.bankCards[0]!.id,
      paymentPassword: '135790',
    });
    expect(pending.status).toBe(200);
    await exclude(member.token, '6w', member.password);
    const paid = await client().post('/dev/cashier/withdrawals/pay', { json: { id: pending.body.value.id } });
    expect(paid.body.status).toBe('paid');
  });
});

describe('self-exclusion', () => {
  it('refuses registration with the same e-mail or mobile number, and free play on the same phone', async () => {
    const member = await newMember(server, { mobile: true });
    server.api.db.prepare('UPDATE members SET email = ? WHERE id = ?').run('rahim@example.com', member.id);
    const device = server.client();
    const token = await device.token(member.username, member.password);
    const reply = await exclude(token, '1y', member.password, device);
    expect(reply.body.value).toMatchObject({ kind: 'exclusion', endsAt: '2027-11-20T06:00:00.000Z' });

    const register = async (fields: Record<string, string>) => {
      const fresh = server.client();
      const captcha = await fresh.solveCaptcha();
      const payload = {
        username: `fresh${Date.now() % 100000}`,
        password: 'Newp@ss123',
        confirmPassword: 'Newp@ss123',
        captcha,
        ...fields,
      };
      return fresh.call('PUT', '/wps/member/register', { encrypted: payload, headers: { ModuleId: 'REGISTER_REE3' } });
    };
    const byEmail = await register({ email: 'Rahim@Example.com' });
    expect(byEmail.body.errorCode).toBe('PLAYER_EXCLUDED');
    expect(byEmail.body.message).toContain('You have excluded yourself until 2027-11-20 12:00 (Dhaka time)');
    const byMobile = await register({ mobileNum: member.mobile!.slice(3), countryDialingCode: '880' });
    expect(byMobile.body.errorCode).toBe('PLAYER_EXCLUDED');
    expect((await register({ email: 'someone.else@example.com' })).status).toBe(200);

    const trialHeaders = { Merchant: 'BDWL_TRIAL' };
    const samePhone = await device.post('/wps/session/login/freeplay', { headers: trialHeaders });
    expect(samePhone.body.errorCode).toBe('PLAYER_EXCLUDED');
    expect((await server.client().post('/wps/session/login/freeplay', { headers: trialHeaders })).status).toBe(200);
  });
});
