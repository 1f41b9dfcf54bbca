import { postMovement, settleHold } from '../../ledger/index.ts';
import { checkLedgerAfterEach } from '../../test-support/ledger-invariant.ts';
import { insertBet, memberId } from '../../test-support/records.ts';
import { startTestServer, START_TIME, type TestServer } from '../../test-support/test-server.ts';

const HOUR = 60 * 60 * 1000;
const LAST_90_DAYS = 'startDate=2026-08-23&endDate=2026-11-20';
let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = await server.client().token();
});
afterAll(() => server.close());
checkLedgerAfterEach(() => server?.api.db);

const get = (path: string, token = demo) => server.client().get(path, { token });

async function allPages(path: string, token = demo) {
  const first = (await get(`${path}&pageNo=1`, token)).body.value;
  const rest = [];
  for (let page = 2; page <= first.totalPages; page++) rest.push((await get(`${path}&pageNo=${page}`, token)).body.value);
  return { first, rows: [first, ...rest].flatMap((p) => p.list) };
}

describe('GET /wps/relay/ODS2_MemberBetRecord', () => {
  it('pages newest first, and its totals are the settled records of every page', async () => {
    const { first, rows } = await allPages(`/wps/relay/ODS2_MemberBetRecord?${LAST_90_DAYS}&pageSize=10`);
    expect(first).toMatchObject({ currentPage: 1, showPageSize: 10, totalPages: Math.ceil(first.totalCount / 10) });
    expect(first.totalCount).toBeGreaterThan(20);
    expect(rows).toHaveLength(first.totalCount);
    expect(new Set(rows.map((r: { id: number }) => r.id)).size).toBe(first.totalCount);
    const times = rows.map((r: { betTime: string }) => r.betTime);
    expect(times).toEqual([...times].sort().reverse());
    const settled = rows.filter((r: { status: string }) => r.status === 'SETTLED');
    const paisa = (key: string) => settled.reduce((sum: number, r: Record<string, number>) => sum + Math.round(r[key]! * 100), 0);
    expect(first.totals).toMatchObject({
      betCount: settled.length,
      betAmount: paisa('betAmount') / 100,
      validBetAmount: paisa('validBetAmount') / 100,
      winAmount: paisa('winAmount') / 100,
      netAmount: (paisa('winAmount') - paisa('betAmount')) / 100,
    });
  });

  it('filters by game type and vendor', async () => {
    const { rows: all } = await allPages(`/wps/relay/ODS2_MemberBetRecord?${LAST_90_DAYS}&pageSize=100`);
    const { gameType, vendor } = all[0];
    const { rows } = await allPages(
      `/wps/relay/ODS2_MemberBetRecord?${LAST_90_DAYS}&gameType=${gameType.toLowerCase()}&vendor=${vendor}&pageSize=100`,
    );
    const expected = all.filter((r: { gameType: string; vendor: string }) => r.gameType === gameType && r.vendor === vendor);
    expect(rows).toEqual(expected);
    expect(rows.length).toBeLessThan(all.length);
  });

  it("names game types and vendors in the request's language", async () => {
    insertBet(server.api.db, memberId(server.api.db, 'demo01'), {
      gameType: 'COCKFIGHT',
      vendor: 'SV3',
      bet: 10_00,
      win: 0,
      at: START_TIME - HOUR,
    });
    const list = (client: ReturnType<TestServer['client']>) =>
      client.get('/wps/relay/ODS2_MemberBetRecord?gameType=COCKFIGHT', { token: demo });
    expect((await list(server.client())).body.value.list[0]).toMatchObject({
      gameType: 'COCKFIGHT',
      gameTypeName: 'Cockfighting',
      vendorName: 'SV388',
    });
    const bengali = await list(server.client({ Merchant: 'BDWL', Language: 'BN' }));
    expect(bengali.body.value.list[0].gameTypeName).toBe('মোরগ লড়াই');
  });

  it('refuses a range over 90 days and a caller without a session', async () => {
    const long = await get('/wps/relay/ODS2_MemberBetRecord?startDate=2026-08-22&endDate=2026-11-20');
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ errorCode: 'DATE_RANGE_TOO_LONG', message: 'Choose a range of at most 90 days' });
    expect((await server.client().get('/wps/relay/ODS2_MemberBetRecord')).status).toBe(401);
  });
});

describe('GET /wps/relay/ODSFE2_MemPNL', () => {
  it('adds up one day exactly: net = wins + bonuses + rebates - bets', async () => {
    const db = server.api.db;
    const tanvir = memberId(db, 'tanvir21');
    const day = Date.UTC(2026, 10, 17, 18); // 2026-11-18 00:00 in Dhaka
    const at = (hours: number) => day + hours * HOUR;
    insertBet(db, tanvir, { bet: 100_00, win: 250_00, at: at(10) });
    insertBet(db, tanvir, { bet: 50_50, win: 0, at: at(11) });
    insertBet(db, tanvir, { bet: 30_00, status: 'UNSETTLED', at: at(12) });
    insertBet(db, tanvir, { bet: 20_00, status: 'CANCELLED', at: at(13) });
    insertBet(db, tanvir, { bet: 999_00, win: 0, at: day - 1 }); // the day before: not counted
    const move = (kind: Parameters<typeof postMovement>[1]['kind'], amountPaisa: number, hours: number, status?: 'held') =>
      postMovement(db, { memberId: tanvir, kind, amountPaisa, now: at(hours), status });
    move('deposit', 500_00, 9);
    move('bonus', 20_00, 9);
    move('red_rain', 5_25, 12);
    move('rebate', 3_10, 20);
    move('withdraw', -200_00, 14);
    const rejected = move('withdraw', -100_00, 15, 'held');
    settleHold(db, rejected.id, 'released');
    move('withdraw_release', 100_00, 16);
    const token = await server.client().token('tanvir21', 'Tanvir@2024');
    const pnl = (await get('/wps/relay/ODSFE2_MemPNL?startDate=2026-11-18&endDate=2026-11-18', token)).body.value;
    expect(pnl).toMatchObject({
      startDate: '2026-11-18',
      endDate: '2026-11-18',
      deposits: 500,
      withdrawals: 200,
      bets: 150.5,
      validBets: 150.5,
      wins: 250,
      bonuses: 25.25,
      rebates: 3.1,
      net: 127.85,
      betCount: 2,
    });
    expect(pnl.days).toEqual([expect.objectContaining({ date: '2026-11-18', net: 127.85 })]);
  });

  it('agrees with the betting record over the same period', async () => {
    const pnl = (await get(`/wps/relay/ODSFE2_MemPNL?${LAST_90_DAYS}`)).body.value;
    const record = (await get(`/wps/relay/ODS2_MemberBetRecord?${LAST_90_DAYS}`)).body.value.totals;
    expect(pnl.days).toHaveLength(90);
    expect(pnl.bets).toBe(record.betAmount);
    expect(pnl.wins).toBe(record.winAmount);
    expect(pnl.betCount).toBe(record.betCount);
    const dayBets = pnl.days.reduce((sum: number, d: { bets: number }) => sum + Math.round(d.bets * 100), 0);
    expect(dayBets / 100).toBe(pnl.bets);
  });
});

describe('GET /wps/relay/ODSFE2_MemRebateReport', () => {
  it('lists rebates by day with totals over every page, each day the sum of its game types', async () => {
    const { first, rows } = await allPages(`/wps/relay/ODSFE2_MemRebateReport?${LAST_90_DAYS}&pageSize=5`);
    expect(first.totalCount).toBe(rows.length);
    const cents = (values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 100), 0);
    expect(cents(rows.map((r: { rebate: number }) => r.rebate)) / 100).toBe(first.totals.rebate);
    for (const row of rows) {
      expect(cents(row.byGameType.map((t: { rebate: number }) => t.rebate)) / 100).toBe(row.rebate);
      expect(row.unclaimed).toBeCloseTo(row.rebate - row.claimed, 2);
    }
    const dates = rows.map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('GET /wps/relay/ODS2_BetRecordFilters', () => {
  it('lists every game type with its rebate rate and the vendors of each', async () => {
    const { body } = await server.client().get('/wps/relay/ODS2_BetRecordFilters');
    expect(body.value.gameTypes).toContainEqual({ code: 'LIVE', name: 'Live casino', rebateRate: 0.6 });
    expect(body.value.vendors).toContainEqual({ code: 'SV3', name: 'SV388', gameTypes: ['COCKFIGHT'] });
  });
});
