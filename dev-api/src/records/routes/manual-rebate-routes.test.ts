import { ledgerSum } from '../../ledger/index.ts';
import { checkLedgerAfterEach } from '../../test-support/ledger-invariant.ts';
import { insertBet, memberId } from '../../test-support/records.ts';
import { START_TIME } from '../../test-support/test-server.ts';
import { useTestServer } from '../../test-support/use-test-server.ts';
import { GAME_TYPES, type GameType } from '../game-types.ts';

const server = useTestServer();
checkLedgerAfterEach(() => server?.api.db);

const PATH = '/wps/relay/MCS2_manualRebate';
// Rows of manual claims (the cashier's seed also credits demo01 earlier rebates of its own)
const rebateRows = (username: string) =>
  (
    server.api.db
      .prepare("SELECT COUNT(*) AS n FROM ledger_entries WHERE kind = 'rebate' AND reference LIKE 'rebate_claim:%' AND member_id = ?")
      .get(memberId(server.api.db, username)) as { n: number }
  ).n;

describe('GET /wps/relay/MCS2_manualRebate', () => {
  it("offers each game type's rate times the valid bets not yet claimed, rounded down per bet", async () => {
    const db = server.api.db;
    const expected = db
      .prepare(
        "SELECT game_type, valid_bet_paisa FROM bets WHERE member_id = ? AND status = 'SETTLED' AND rebate_claim_id IS NULL AND valid_bet_paisa > 0",
      )
      .all(memberId(db, 'demo01')) as { game_type: GameType; valid_bet_paisa: number }[];
    const paisa = expected.reduce((sum, b) => sum + Math.floor((b.valid_bet_paisa * GAME_TYPES[b.game_type].rebateBp) / 10_000), 0);
    const { body } = await server.client().get(PATH, { token: await server.client().token() });
    expect(paisa).toBeGreaterThan(0);
    expect(body.value).toMatchObject({ available: paisa / 100, betCount: expected.length, canClaim: true, lastClaimAt: null });
    expect(body.value.byGameType).toContainEqual(expect.objectContaining({ gameType: 'LIVE', gameTypeName: 'Live casino', rate: 0.6 }));
  });
});

describe('POST /wps/relay/MCS2_manualRebate', () => {
  it('pays once: one rebate ledger row, then nothing more to claim', async () => {
    const token = await server.client().token();
    const db = server.api.db;
    const demo = memberId(db, 'demo01');
    const before = ledgerSum(db, demo);
    const available = (await server.client().get(PATH, { token })).body.value.available;
    const claim = await server.client().post(PATH, { token });
    expect(claim.status).toBe(200);
    expect(claim.body.value).toMatchObject({ amount: available, balance: (before + Math.round(available * 100)) / 100, repeated: false });
    expect((await server.client().get('/wps/wallets/balance', { token })).body.value.sumBalance).toBe(claim.body.value.balance);
    expect(rebateRows('demo01')).toBe(1);

    const again = await server.client().post(PATH, { token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ errorCode: 'REBATE_NOTHING_TO_CLAIM', message: 'There is no rebate to claim yet' });
    expect(rebateRows('demo01')).toBe(1);
    expect((await server.client().get(PATH, { token })).body.value).toMatchObject({
      available: 0,
      canClaim: false,
      lastClaimAt: new Date(START_TIME).toISOString(),
    });

    // a bet settled after the claim is the next claim's
    insertBet(db, demo, { gameType: 'RNG', bet: 1_000_00, rebate: 10_00, win: 0, at: START_TIME });
    server.clock.advance(60_000);
    expect((await server.client().get(PATH, { token })).body.value).toMatchObject({ available: 10, validBet: 1000, betCount: 1 });
  });

  it('answers a repeated idempotency key with the first claim and pays nothing more', async () => {
    const token = await server.client().token();
    const headers = { 'Idempotency-Key': 'rebate-press-1' };
    const first = await server.client().post(PATH, { token, headers });
    const second = await server.client().post(PATH, { token, headers });
    expect(second.body.value).toEqual({ ...first.body.value, repeated: true });
    expect(rebateRows('demo01')).toBe(1);
    // a new key finds nothing left; a malformed one is refused as on the cashier's submits
    expect((await server.client().post(PATH, { token, headers: { 'Idempotency-Key': 'rebate-press-2' } })).body.errorCode).toBe(
      'REBATE_NOTHING_TO_CLAIM',
    );
    expect((await server.client().post(PATH, { token, headers: { 'Idempotency-Key': 'x' } })).body.errorCode).toBe(
      'IDEMPOTENCY_KEY_REQUIRED',
    );
  });

  it('pays one of many presses at once', async () => {
    const token = await server.client().token();
    const replies = await Promise.all(Array.from({ length: 12 }, () => server.client().post(PATH, { token })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.body.errorCode === 'REBATE_NOTHING_TO_CLAIM')).toHaveLength(11);
    expect(rebateRows('demo01')).toBe(1);
  });

  it('is refused to a trial account and while MANPLAYREB3 is off', async () => {
    const trial = server.client({ Merchant: 'BDWL_TRIAL', Language: 'EN' });
    const trialToken = (await trial.post('/wps/session/login/freeplay')).body.value.token;
    expect((await trial.post(PATH, { token: trialToken })).body.errorCode).toBe('function.not.available');
    await server.client().post('/dev/whitelabel', { json: { MANPLAYREB3: false } });
    const off = await server.client().post(PATH, { token: await server.client().token() });
    expect(off.status).toBe(403);
    expect(rebateRows('demo01')).toBe(0);
  });
});
