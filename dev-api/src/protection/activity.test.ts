import { postMovement } from '../ledger/index.ts';
import { newMember, submit } from '../test-support/cashier-helpers.ts';
import { useTestServer } from '../test-support/use-test-server.ts';

const server = useTestServer('test');
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0 Mobile Safari/537.36';
const COMPUTER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0 Safari/537.36';
const client = (ua = PHONE) => server.client({ Merchant: 'BDWL', Language: 'EN', Device: 'MOBILE', 'User-Agent': ua });
const alive = async (token: string) => (await client().get('/wps/member/info', { token })).status === 200;
type Login = { id: number; deviceKind: string; browser: string; place: string; active: boolean; current: boolean; loginAt: string };
const logins = async (token: string) => (await client().get('/wps/member/protection/logins', { token })).body.value.list as Login[];

describe('account activity', () => {
  it('lists each login with its time, device kind and place, the current one marked; signs out another one', async () => {
    const member = await newMember(server);
    const phone = await client(PHONE).token(member.username, member.password);
    server.clock.advance(60_000);
    const computer = await client(COMPUTER).token(member.username, member.password);

    const list = await logins(phone);
    expect(list.slice(0, 2)).toEqual([
      {
        id: expect.any(Number),
        loginAt: '2026-11-20T06:01:00.000Z',
        deviceKind: 'computer',
        browser: 'Chrome',
        place: 'Dhaka, Bangladesh',
        active: true,
        current: false,
      },
      {
        id: expect.any(Number),
        loginAt: '2026-11-20T06:00:00.000Z',
        deviceKind: 'phone',
        browser: 'Chrome',
        place: 'Dhaka, Bangladesh',
        active: true,
        current: true,
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(computer);

    const out = await client().post('/wps/member/protection/logins/signOut', { token: phone, json: { id: list[0]!.id } });
    expect(out.body.value).toEqual({ signedOut: 1 });
    expect(await alive(computer)).toBe(false);
    expect(await alive(phone)).toBe(true);
    expect((await logins(phone))[0]).toMatchObject({ deviceKind: 'computer', active: false });
  });

  it("signs out all others, keeps the caller's, and cannot end another member's session", async () => {
    const member = await newMember(server);
    const other = await newMember(server);
    const a = await client().token(member.username, member.password);
    const b = await client(COMPUTER).token(member.username, member.password);
    const theirs = (await logins(other.token))[0]!.id;
    expect((await client().post('/wps/member/protection/logins/signOut', { token: a, json: { id: theirs } })).body.value).toEqual({
      signedOut: 0,
    });
    expect(await alive(other.token)).toBe(true);

    const all = await client().post('/wps/member/protection/logins/signOutOthers', { token: a });
    expect(all.body.value).toEqual({ signedOut: 2 });
    expect(await alive(a)).toBe(true);
    expect(await alive(b)).toBe(false);
    expect(await alive(member.token)).toBe(false);
  });

  it('lists security events: password, limit and reality-check changes, newest first', async () => {
    const member = await newMember(server);
    await client().post('/wps/member/password', {
      token: member.token,
      json: { oldPassword: member.password, newPassword: 'Changed@2026', confirmNewPassword: 'Changed@2026' },
    });
    server.clock.advance(1000);
    await client().post('/wps/member/protection/limits', { token: member.token, json: { daily: 500 } });
    server.clock.advance(1000);
    await client().post('/wps/member/protection/realityCheck', { token: member.token, json: { minutes: 30 } });
    const events = (await client().get('/wps/member/protection/securityEvents', { token: member.token })).body.value.list;
    expect(events.map((e: { kind: string; title: string }) => [e.kind, e.title])).toEqual([
      ['realityCheck', 'Reality check changed'],
      ['limit', 'Deposit limit changed'],
      ['password', 'Password changed'],
    ]);
    expect((await client().post('/wps/member/protection/realityCheck', { token: member.token, json: { minutes: 20 } })).status).toBe(400);
  });

  it("answers the session's start, its reminder interval and its money for the reality check", async () => {
    const member = await newMember(server, { balance: 1000 });
    await client().post('/wps/member/protection/realityCheck', { token: member.token, json: { minutes: 15 } });
    server.clock.advance(20 * 60_000);
    const reply = (await client().get('/wps/member/protection/session', { token: member.token })).body.value;
    expect(reply).toEqual({
      loginAt: '2026-11-20T06:00:00.000Z',
      now: '2026-11-20T06:20:00.000Z',
      minutes: 15,
      deposits: 0,
      withdrawals: 0,
      gameResult: 0,
      net: 0,
    });
  });

  it("counts the session's deposits, withdrawals and game results since login, not before", async () => {
    const member = await newMember(server, { balance: 5000, withdrawalPassword: '135790', boundEwallet: true });
    const db = server.api.db;
    server.clock.advance(60_000);
    const token = await client().token(member.username, member.password);
    // before this session's login: not counted
    postMovement(db, { memberId: member.id, kind: 'bet', amountPaisa: -999_00, now: server.clock.now() - 1 });
    const made = await submit(client(), '/wps/relay/MCS2_manualTransfer', token, { channelCode: 'BKASH', amount: 1000 });
    await client().post('/dev/cashier/deposits/approve', { json: { id: made.body.value.id } });
    await submit(client(), '/wps/transaction/withdraw', token, {
      amount: 500,
      bankCardId: member.bankCards[0]!.id,
      paymentPassword: '135790',
    });
    postMovement(db, { memberId: member.id, kind: 'bet', amountPaisa: -300_00, now: server.clock.now() });
    postMovement(db, { memberId: member.id, kind: 'win', amountPaisa: 120_50, now: server.clock.now() });
    const reply = (await client().get('/wps/member/protection/session', { token })).body.value;
    expect(reply).toMatchObject({ loginAt: '2026-11-20T06:01:00.000Z', deposits: 1000, withdrawals: 500, gameResult: -179.5, net: -179.5 });
  });
});
