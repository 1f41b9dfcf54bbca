import { newMember, submit, type TestMember } from '../test-support/cashier-helpers.ts';
import { useTestServer } from '../test-support/use-test-server.ts';

// START_TIME is Friday 2026-11-20 06:00 UTC, 12:00 in Dhaka (UTC+6)
const server = useTestServer('test', { bounds: { depositOpenClaims: 100 } });
const HOUR = 60 * 60 * 1000;
const client = () => server.client();

const deposit = (member: TestMember, amount: string | number) =>
  submit(client(), '/wps/relay/MCS2_manualTransfer', member.token, { channelCode: 'BKASH', amount });
const setLimits = (member: TestMember, json: Record<string, unknown>) =>
  client().post('/wps/member/protection/limits', { token: member.token, json });
const limitsOf = async (member: TestMember) =>
  (await client().get('/wps/member/protection/limits', { token: member.token })).body.value.limits as {
    period: string;
    limit: number | null;
    left: number | null;
    resetsAt: string;
    pending: { limit: number | null; at: string } | null;
  }[];
/** Sessions expire while the clock moves hours: the member logs in again. */
async function later(member: TestMember, ms: number) {
  server.clock.advance(ms);
  member.token = await client().token(member.username, member.password);
}
const approve = (id: number) => client().post('/dev/cashier/deposits/approve', { json: { id } });

describe.each([
  ['daily', '2026-11-20T18:00:00.000Z'],
  ['weekly', '2026-11-22T18:00:00.000Z'],
  ['monthly', '2026-11-30T18:00:00.000Z'],
])('a %s limit', (period, resetsAt) => {
  it('passes a deposit exactly at the limit and refuses 0.01 over, naming the limit, the room left and the reset', async () => {
    const member = await newMember(server);
    expect((await setLimits(member, { [period]: 1000 })).status).toBe(200);
    expect((await deposit(member, 600)).status).toBe(200);

    const over = await deposit(member, '400.01');
    expect(over.status).toBe(409);
    expect(over.body.errorCode).toBe('DEPOSIT_LIMIT_EXCEEDED');
    expect(over.body.value).toEqual({ period, limit: 1000, left: 400, resetsAt });
    expect(over.body.message).toContain(`${period} deposit limit is ৳1000.00; ৳400.00 is left`);
    expect(over.body.message).toContain('Dhaka time');

    expect((await deposit(member, 400)).status).toBe(200);
    const state = (await limitsOf(member)).find((l) => l.period === period)!;
    expect(state).toMatchObject({ limit: 1000, left: 0, resetsAt });
  });
});

describe('the periods follow Dhaka time', () => {
  it('a daily limit comes back at 00:00 in Dhaka (18:00 UTC), not at UTC midnight', async () => {
    const member = await newMember(server);
    await setLimits(member, { daily: 500 });
    // approved, so the request does not expire and give its room back while the clock moves
    await approve((await deposit(member, 500)).body.value.id);
    await later(member, 12 * HOUR - 1); // 23:59:59.999 in Dhaka
    expect((await deposit(member, 200)).body.errorCode).toBe('DEPOSIT_LIMIT_EXCEEDED');
    server.clock.advance(1); // 00:00 in Dhaka, still 18:00 on the UTC day
    expect((await deposit(member, 500)).status).toBe(200);
  });

  it('a weekly limit comes back on Monday 00:00 in Dhaka', async () => {
    const member = await newMember(server);
    await setLimits(member, { weekly: 300 });
    await approve((await deposit(member, 300)).body.value.id);
    await later(member, 2 * 24 * HOUR + 12 * HOUR - 1); // Sunday 23:59:59.999 in Dhaka
    expect((await deposit(member, 200)).body.errorCode).toBe('DEPOSIT_LIMIT_EXCEEDED');
    server.clock.advance(1);
    expect((await deposit(member, 300)).status).toBe(200);
  });

  it('a rejected request gives its room back', async () => {
    const member = await newMember(server);
    await setLimits(member, { daily: 500 });
    const first = await deposit(member, 500);
    await client().post('/dev/cashier/deposits/reject', { json: { id: first.body.value.id, reason: 'not paid' } });
    expect((await deposit(member, 500)).status).toBe(200);
  });
});

describe('concurrent deposits against one limit', () => {
  it('20 at once: only as many pass as the limit has room for, and their sum never passes it', async () => {
    const member = await newMember(server);
    await setLimits(member, { daily: 1000 });
    const replies = await Promise.all(Array.from({ length: 20 }, () => deposit(member, 300)));
    const passed = replies.filter((r) => r.status === 200);
    expect(passed).toHaveLength(3);
    expect(replies.filter((r) => r.status !== 200).map((r) => r.body.errorCode)).toEqual(Array(17).fill('DEPOSIT_LIMIT_EXCEEDED'));
    expect((await limitsOf(member)).find((l) => l.period === 'daily')).toMatchObject({ limit: 1000, left: 100 });
  });
});

describe('changing a limit', () => {
  it('lowering holds at once; raising and removing wait 24 hours, shown as pending with their time', async () => {
    const member = await newMember(server);
    await setLimits(member, { daily: 1000 });
    await setLimits(member, { daily: 800 });
    expect((await limitsOf(member))[0]).toMatchObject({ limit: 800, pending: null });

    const raised = await setLimits(member, { daily: 2000 });
    expect(raised.body.value.limits[0]).toMatchObject({ limit: 800, pending: { limit: 2000, at: '2026-11-21T06:00:00.000Z' } });
    expect((await deposit(member, 900)).body.errorCode).toBe('DEPOSIT_LIMIT_EXCEEDED');

    await later(member, 24 * HOUR - 1);
    expect((await limitsOf(member))[0]).toMatchObject({ limit: 800 });
    server.clock.advance(1);
    expect((await limitsOf(member))[0]).toMatchObject({ limit: 2000, pending: null });

    await setLimits(member, { daily: '' });
    expect((await limitsOf(member))[0]).toMatchObject({ limit: 2000, pending: { limit: null } });
    await later(member, 24 * HOUR);
    expect((await limitsOf(member))[0]).toMatchObject({ limit: null, left: null, pending: null });
  });

  it('a lower value during a pending raise replaces it at once', async () => {
    const member = await newMember(server);
    await setLimits(member, { weekly: 1000 });
    await setLimits(member, { weekly: 5000 });
    await setLimits(member, { weekly: 700 });
    expect((await limitsOf(member))[1]).toMatchObject({ limit: 700, pending: null });
  });

  it('refuses a value that is not an amount, changing nothing', async () => {
    const member = await newMember(server);
    await setLimits(member, { daily: 1000 });
    const bad = await setLimits(member, { daily: 500, weekly: 'lots' });
    expect(bad.status).toBe(400);
    expect(bad.body.value.fields).toEqual([{ field: 'weekly', problem: 'invalid' }]);
    expect((await limitsOf(member))[0]).toMatchObject({ limit: 1000 });
  });

  it('is refused to a trial account', async () => {
    const trial = (await server.client({ Merchant: 'BDWL_TRIAL', Language: 'EN' }).post('/wps/session/login/freeplay')).body.value.token;
    const reply = await server.client({ Merchant: 'BDWL_TRIAL', Language: 'EN' }).get('/wps/member/protection/limits', { token: trial });
    expect(reply.status).toBe(403);
    expect(reply.body.errorCode).toBe('function.not.available');
  });
});
