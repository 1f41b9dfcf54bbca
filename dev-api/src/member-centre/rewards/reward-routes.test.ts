import { ledgerSum } from '../../ledger/index.ts';
import { checkLedgerAfterEach } from '../../test-support/ledger-invariant.ts';
import { useTestServer } from '../../test-support/use-test-server.ts';
import { expectSwitchedOff } from '../test-kit.ts';
import { effectiveStatus, REWARD_STATUSES } from './reward-status.ts';

const DAY = 24 * 60 * 60 * 1000;
const server = useTestServer();
checkLedgerAfterEach(() => server?.api.db);

const demoId = () => (server.api.db.prepare("SELECT id FROM members WHERE username = 'demo01'").get() as { id: number }).id;
const bonusRows = (memberId: number, reference: string) =>
  server.api.db
    .prepare("SELECT amount_paisa FROM ledger_entries WHERE member_id = ? AND kind = 'bonus' AND reference = ?")
    .all(memberId, reference);

describe('effectiveStatus', () => {
  const running = { start: 0, end: 10 * DAY };
  it('is COMING_SOON before the start, the stored status or JOIN while running', () => {
    expect(effectiveStatus({ start: 5 * DAY, end: null }, 'CLAIM', DAY)).toBe('COMING_SOON');
    expect(effectiveStatus(running, null, DAY)).toBe('JOIN');
    expect(effectiveStatus(running, 'PROCESS', DAY)).toBe('PROCESS');
    expect(effectiveStatus({ start: 0, end: null }, 'SIGNED', 100 * DAY)).toBe('SIGNED');
  });
  it('after the end keeps final outcomes, closes the rest, and drops promotions the member was never in', () => {
    expect(effectiveStatus(running, 'CLAIMED', 11 * DAY)).toBe('CLAIMED');
    expect(effectiveStatus(running, 'REJECTED', 11 * DAY)).toBe('REJECTED');
    expect(effectiveStatus(running, 'JOINED', 11 * DAY)).toBe('CLOSE');
    expect(effectiveStatus(running, 'CLAIM', 11 * DAY)).toBe('CLOSE');
    expect(effectiveStatus(running, null, 11 * DAY)).toBeNull();
  });
});

describe('GET /wps/relay/REWCEN3_rewards', () => {
  it('shows demo01 a promotion in every status of spec section 4, and two to claim', async () => {
    const client = server.client();
    const value = (await client.get('/wps/relay/REWCEN3_rewards', { token: await client.token() })).body.value;
    expect(new Set(value.list.map((r: { status: string }) => r.status))).toEqual(new Set(REWARD_STATUSES));
    expect(value.unclaimedCount).toBe(2);
    const appBonus = value.list.find((r: { id: number }) => r.id === 1007);
    expect(appBonus).toEqual({
      id: 1007,
      title: 'Download the app and get ৳222 free',
      imageUrl: '/assets/img/promo/app-bonus.svg',
      kind: 'BONUS',
      startDate: expect.any(String),
      endDate: expect.any(String),
      noExpiry: 0,
      status: 'CLAIM',
      bonus: 222,
      claimedAt: null,
      canJoin: false,
      canClaim: true,
    });
    expect(value.list.find((r: { id: number }) => r.id === 1104)).toMatchObject({ status: 'CLOSE', canJoin: false, canClaim: false });
    expect(value.list.find((r: { id: number }) => r.id === 1106)).toMatchObject({ status: 'JOIN', kind: 'MISSION', canJoin: true });
    const claimable = (await client.get('/wps/relay/REWCEN3_rewards?status=claim', { token: await client.token() })).body.value.list;
    expect(claimable.map((r: { id: number }) => r.id)).toEqual([1007, 1105]);
    // the member centre's mission activity: one kind, the unclaimed count still of them all
    const missions = (await client.get('/wps/relay/REWCEN3_rewards?kind=mission', { token: await client.token() })).body.value;
    expect(missions.list.length).toBeGreaterThan(0);
    expect(missions.list.every((r: { kind: string }) => r.kind === 'MISSION')).toBe(true);
    expect(missions.unclaimedCount).toBe(2);
  });

  it("answers the unclaimed count alone, for the member centre's list", async () => {
    const client = server.client();
    expect((await client.get('/wps/relay/REWCEN3_unclaimedCount', { token: await client.token() })).body).toEqual({
      success: true,
      value: 2,
    });
    expect((await client.get('/wps/relay/REWCEN3_unclaimedCount', { token: await client.token('agent01', 'Agent@1234') })).body.value).toBe(
      0,
    );
  });

  it('is switched off with REWCEN3', () => expectSwitchedOff(server, 'REWCEN3', 'GET', '/wps/relay/REWCEN3_rewards'));
});

describe('POST /wps/relay/REWCEN3_claim', () => {
  it('pays the bonus through the ledger once and moves the reward to CLAIMED, here and in the lobby', async () => {
    const client = server.client();
    const token = await client.token();
    const claim = await client.post('/wps/relay/REWCEN3_claim', { token, json: { id: 1007 } });
    expect(claim.body.value).toMatchObject({
      id: 1007,
      status: 'CLAIMED',
      canClaim: false,
      amount: 222,
      balance: 1222,
      claimedAt: new Date(server.clock.now()).toISOString(),
    });
    expect((await client.get('/wps/wallets/balance', { token })).body.value.sumBalance).toBe(1222);
    expect(bonusRows(demoId(), 'reward:1007')).toEqual([{ amount_paisa: 22_200 }]);
    expect(ledgerSum(server.api.db, demoId())).toBe(122_200);

    const again = await client.post('/wps/relay/REWCEN3_claim', { token, form: { id: '1007' } });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('REWARD_ALREADY_CLAIMED');
    expect((await client.get('/wps/wallets/balance', { token })).body.value.sumBalance).toBe(1222);
    expect((await client.get('/wps/relay/REWCEN3_unclaimedCount', { token })).body.value).toBe(1);
    const lobby = (await client.get('/wps/relay/REWCEN3_promotions', { token })).body.value.list;
    expect(lobby.find((p: { id: number }) => p.id === 1007).status).toBe('CLAIMED');
  });

  it('pays once when twenty claims of one reward arrive together', async () => {
    const client = server.client();
    const token = await client.token();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/wps/relay/REWCEN3_claim', { token, json: { id: 1105 } })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(19);
    expect(bonusRows(demoId(), 'reward:1105')).toHaveLength(1);
    expect((await client.get('/wps/wallets/balance', { token })).body.value.sumBalance).toBe(1088);
  });

  it('refuses a reward that is not ready, an unknown one and a malformed id, paying nothing', async () => {
    const client = server.client();
    const token = await client.token();
    const notReady = await client.post('/wps/relay/REWCEN3_claim', { token, json: { id: 1008 } });
    expect(notReady.body).toMatchObject({ errorCode: 'REWARD_NOT_CLAIMABLE', value: { status: 'PROCESS' } });
    expect((await client.post('/wps/relay/REWCEN3_claim', { token, json: { id: 1104 } })).body.value).toEqual({ status: 'CLOSE' });
    const unknown = await client.post('/wps/relay/REWCEN3_claim', { token, json: { id: 99999 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('REWARD_NOT_FOUND');
    expect((await client.post('/wps/relay/REWCEN3_claim', { token, json: { id: '1007; DROP' } })).body.errorCode).toBe(
      'request_body_invalid',
    );
    expect((await client.get('/wps/wallets/balance', { token })).body.value.sumBalance).toBe(1000);
  });
});

describe('POST /wps/relay/REWCEN3_join', () => {
  it('joins at once, or applies where an operator reviews, and the lobby follows', async () => {
    const client = server.client();
    const token = await client.token('nusrat99', 'Nusrat@2024');
    expect((await client.post('/wps/relay/REWCEN3_join', { token, json: { id: 2003 } })).body.value).toMatchObject({
      id: 2003,
      status: 'JOINED',
    });
    expect((await client.post('/wps/relay/REWCEN3_join', { token, json: { id: 2001 } })).body.value).toMatchObject({
      id: 2001,
      status: 'APPLYING',
    });
    const lobby = (await client.get('/wps/relay/REWCEN3_promotions', { token })).body.value.list;
    expect(lobby.find((p: { id: number }) => p.id === 2001).status).toBe('APPLYING');
    // a guest still sees JOIN
    expect((await client.get('/wps/relay/REWCEN3_promotions')).body.value.list.find((p: { id: number }) => p.id === 2001).status).toBe(
      'JOIN',
    );
  });

  it('refuses a promotion the member is already in, or one not started', async () => {
    const client = server.client();
    const token = await client.token();
    expect((await client.post('/wps/relay/REWCEN3_join', { token, json: { id: 1006 } })).body).toMatchObject({
      errorCode: 'REWARD_NOT_JOINABLE',
      value: { status: 'JOINED' },
    });
    expect((await client.post('/wps/relay/REWCEN3_join', { token, json: { id: 2004 } })).body.value).toEqual({ status: 'COMING_SOON' });
  });
});

describe('POST /dev/rewards/grant', () => {
  it("puts a fresh member's reward in CLAIM with its bonus, which a claim then pays once", async () => {
    const client = server.client();
    const fresh = (await client.post('/dev/members', { json: { balance: '100.00' } })).body;
    const granted = await client.post('/dev/rewards/grant', { json: { username: fresh.username, id: 1105, bonus: '88.50' } });
    expect(granted.body).toMatchObject({ id: 1105, status: 'CLAIM', bonus: 88.5, canClaim: true });
    const token = await client.token(fresh.username, fresh.password);
    expect((await client.get('/wps/relay/REWCEN3_unclaimedCount', { token })).body.value).toBe(1);
    const claimed = (await client.post('/wps/relay/REWCEN3_claim', { token, json: { id: 1105 } })).body.value;
    expect(claimed).toMatchObject({ status: 'CLAIMED', amount: 88.5, balance: 188.5 });
    expect((await client.post('/dev/rewards/grant', { json: { username: fresh.username, id: 1105, bonus: '1.00' } })).status).toBe(400);
  });

  it('refuses an unknown member, a promotion not running, and a bonus that is not exact taka', async () => {
    const client = server.client();
    expect((await client.post('/dev/rewards/grant', { json: { username: 'nobody-here', id: 1105, bonus: '1.00' } })).status).toBe(400);
    expect((await client.post('/dev/rewards/grant', { json: { username: 'demo02', id: 2004, bonus: '1.00' } })).status).toBe(400);
    expect((await client.post('/dev/rewards/grant', { json: { username: 'demo02', id: 1105, bonus: '1.234' } })).status).toBe(400);
  });
});
