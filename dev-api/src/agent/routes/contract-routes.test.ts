import type { SalaryTier } from '../repo/contract-terms.ts';
import { OFFER_TERMS } from '../seed/seed-contracts.ts';
import { memberId } from '../../test-support/records.ts';
import { useTestServer } from '../../test-support/use-test-server.ts';

const server = useTestServer();

const agentToken = () => server.client().token('agent01', 'Agent@1234');
const requests = async (token: string) => (await server.client().get('/wps/relay/COMM3_contractRequests', { token })).body.value;

describe('contracts', () => {
  it('shows the offer waiting, with its tiers, conditions and dates, beside the signed contract', async () => {
    const token = await agentToken();
    const { body } = await server.client().get('/wps/agent/contract/dailySalary', { token });
    expect(body.value.pending).toMatchObject({
      kind: 'DAILY_SALARY',
      status: 'PENDING',
      offeredBy: null,
      startDate: '2026-11-21',
      endDate: '2027-11-20',
      activeMemberMinValidBet: 500,
      // the seeded offer's tiers, in taka
      tiers: (OFFER_TERMS.DAILY_SALARY.tiers as SalaryTier[]).map((tier) => ({
        ...tier,
        minTeamValidBet: tier.minTeamValidBet / 100,
        salary: tier.salary / 100,
      })),
    });
    expect(body.value.pending.tiers).toHaveLength(4);
    expect(body.value.pending.conditions).toContain('An active member has valid bets of at least ৳500.00 that day.');
    expect(body.value.signed).toMatchObject({ status: 'SIGNED', startDate: '2026-08-12' });
    const bengali = await server.client({ Merchant: 'BDWL', Language: 'BN' }).get('/wps/agent/contract/dailySalary', { token });
    expect(bengali.body.value.pending.conditions[0]).toBe('সক্রিয় সদস্য মানে সেদিন কমপক্ষে ৳500.00 বৈধ বাজি।');
  });

  it('prompts for each kind waiting, and stops once it is accepted; the accepted one replaces the signed one', async () => {
    const token = await agentToken();
    expect(await requests(token)).toEqual({ dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 1 });
    const before = (await server.client().get('/wps/agent/contract/dailySalary', { token })).body.value;
    const accepted = await server
      .client()
      .post('/wps/agent/contract/dailySalary', { token, json: { action: 'ACCEPT', contractId: before.pending.id } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.value.pending).toBeNull();
    expect(accepted.body.value.signed).toMatchObject({
      id: before.pending.id,
      status: 'SIGNED',
      answeredAt: '2026-11-20T06:00:00.000Z',
      startDate: '2026-11-21',
    });
    expect(accepted.body.value.history).toEqual([
      expect.objectContaining({ id: before.signed.id, status: 'SUPERSEDED', endDate: '2026-11-20' }),
    ]);
    expect(await requests(token)).toEqual({ dailysalreqtype: 0, divtypecompperiodreq: 1, contracthoursalreq: 1 });

    const again = await server
      .client()
      .post('/wps/agent/contract/dailySalary', { token, json: { action: 'REJECT', contractId: before.pending.id } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorCode: 'CONTRACT_ALREADY_ANSWERED', value: { status: 'SIGNED' } });
  });

  it('keeps the signed contract when the offer is rejected, and the prompt ends too', async () => {
    const token = await agentToken();
    const rejected = await server.client().post('/wps/agent/contract/dividend', { token, form: { action: 'reject' } });
    expect(rejected.body.value.pending).toBeNull();
    expect(rejected.body.value.signed).toMatchObject({ status: 'SIGNED', startDate: '2026-06-23' });
    expect(rejected.body.value.history).toEqual([expect.objectContaining({ status: 'REJECTED', answeredAt: '2026-11-20T06:00:00.000Z' })]);
    expect((await requests(token)).divtypecompperiodreq).toBe(0);
    // nothing waits any more
    expect((await server.client().post('/wps/agent/contract/dividend', { token, json: { action: 'ACCEPT' } })).body.errorCode).toBe(
      'CONTRACT_NOT_FOUND',
    );
  });

  it('signs a first contract of a kind (hourly salary) from today', async () => {
    const token = await agentToken();
    const reply = (await server.client().post('/wps/agent/contract/hourlySalary', { token, json: { action: 'ACCEPT' } })).body.value;
    expect(reply).toMatchObject({
      pending: null,
      signed: { kind: 'HOURLY_SALARY', status: 'SIGNED', startDate: '2026-11-20' },
      history: [],
    });
    expect(await requests(token)).toEqual({ dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 0 });
  });

  it("answers another agent's offer as not found, and a wrong action as a field error", async () => {
    const db = server.api.db;
    const theirs = (
      db.prepare("SELECT id FROM agent_contracts WHERE agent_id = ? AND status = 'PENDING'").get(memberId(db, 'agent02')) as { id: number }
    ).id;
    const token = await agentToken();
    const foreign = await server
      .client()
      .post('/wps/agent/contract/dailySalary', { token, json: { action: 'ACCEPT', contractId: theirs } });
    expect(foreign).toMatchObject({ status: 404, body: { errorCode: 'CONTRACT_NOT_FOUND', message: 'There is no such contract offer' } });
    expect((db.prepare('SELECT status FROM agent_contracts WHERE id = ?').get(theirs) as { status: string }).status).toBe('PENDING');
    const wrong = await server.client().post('/wps/agent/contract/dailySalary', { token, json: { action: 'MAYBE' } });
    expect(wrong.body).toMatchObject({ errorCode: 'field_invalid', value: { fields: [{ field: 'action', problem: 'pattern' }] } });
  });

  it("prompts a sub-agent about its upline's offer, and never types 41 and 42 or plain members", async () => {
    const joy = await server.client().token('joyagent', 'Team@2024');
    expect(await requests(joy)).toEqual({ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 1 });
    const offer = (await server.client().get('/wps/agent/contract/hourlySalary', { token: joy })).body.value.pending;
    expect(offer.offeredBy).toEqual({ account: 'agent01', nickname: 'Karim' });
    const db = server.api.db;
    db.prepare(
      "INSERT INTO agent_contracts (agent_id, kind, status, terms, start_day, end_day, offered_at) SELECT ?, kind, 'PENDING', terms, start_day, end_day, offered_at FROM agent_contracts WHERE id = ?",
    ).run(memberId(db, 'masud41'), offer.id);
    expect(await requests(await server.client().token('masud41', 'Team@2024'))).toEqual({
      dailysalreqtype: 0,
      divtypecompperiodreq: 0,
      contracthoursalreq: 0,
    });
    expect(await requests(await server.client().token())).toEqual({ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 });
  });

  it('signs once when the same offer is accepted many times at once', async () => {
    const token = await agentToken();
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => server.client().post('/wps/agent/contract/hourlySalary', { token, json: { action: 'ACCEPT' } })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      replies.filter((r) => r.status !== 200).every((r) => ['CONTRACT_NOT_FOUND', 'CONTRACT_ALREADY_ANSWERED'].includes(r.body.errorCode)),
    ).toBe(true);
    const signed = server.api.db
      .prepare("SELECT COUNT(*) AS n FROM agent_contracts WHERE kind = 'HOURLY_SALARY' AND status = 'SIGNED' AND agent_id = ?")
      .get(memberId(server.api.db, 'agent01'));
    expect(signed).toEqual({ n: 1 });
  });
});

describe('POST /dev/agent/offers', () => {
  it('offers a fresh agent a contract of each kind, which its home then prompts for', async () => {
    const fresh = (await server.client().post('/dev/members', { json: { type: 1 } })).body;
    const offered = await server.client().post('/dev/agent/offers', { json: { username: fresh.username } });
    expect(offered.body).toEqual({ username: fresh.username, pending: ['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY'] });
    const token = await server.client().token(fresh.username, fresh.password);
    expect(await requests(token)).toEqual({ dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 1 });
    await server.client().post('/wps/agent/contract/dailySalary', { token, json: { action: 'ACCEPT' } });
    // offering again adds back only what is no longer waiting
    expect(
      (await server.client().post('/dev/agent/offers', { json: { username: fresh.username, kinds: ['DAILY_SALARY'] } })).body.pending,
    ).toEqual(['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY']);
    expect((await server.client().post('/dev/agent/offers', { json: { username: 'demo01' } })).status).toBe(400);
  });
});
