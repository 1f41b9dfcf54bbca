import { insertBet, memberId } from '../../test-support/records.ts';
import { START_TIME } from '../../test-support/test-server.ts';
import { useTestServer } from '../../test-support/use-test-server.ts';

const server = useTestServer('file');
let token: string;
beforeAll(async () => {
  token = await server.client().token('agent01', 'Agent@1234');
});

const MONTH = 'startDate=2026-11-01&endDate=2026-11-20';
const get = async (path: string) => (await server.client().get(path, { token })).body.value;
const cents = (rows: Record<string, number>[], key: string) => rows.reduce((sum, row) => sum + Math.round(row[key]! * 100), 0) / 100;

async function allPages(path: string) {
  const first = await get(`${path}&pageNo=1`);
  const pages = [first];
  for (let page = 2; page <= first.totalPages; page++) pages.push(await get(`${path}&pageNo=${page}`));
  return { first, rows: pages.flatMap((p) => p.list) };
}

describe('GET /wps/relay/ODSFE2_TeamBetRecord', () => {
  it('groups settled bets per member, vendor and game type; the totals are the sum of every page', async () => {
    const { first, rows } = await allPages(`/wps/relay/ODSFE2_TeamBetRecord?${MONTH}&pageSize=25`);
    expect(rows).toHaveLength(first.totalCount);
    const keys = rows.map((r: { account: string; vendor: string; gameType: string }) => `${r.account}/${r.vendor}/${r.gameType}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(first.totals).toEqual({
      memberCount: new Set(rows.map((r: { account: string }) => r.account)).size,
      betCount: rows.reduce((sum: number, r: { betCount: number }) => sum + r.betCount, 0),
      betAmount: cents(rows, 'betAmount'),
      validBetAmount: cents(rows, 'validBetAmount'),
      winAmount: cents(rows, 'winAmount'),
      netAmount: cents(rows, 'netAmount'),
    });
    // the same bets as the team's profit and loss
    const pnl = await get(`/wps/relay/ODSFE2_TeamPNL?${MONTH}`);
    expect(first.totals.betAmount).toBe(pnl.totals.bets);
    expect(first.totals.winAmount).toBe(pnl.totals.wins);
  });

  it('filters by account, vendor and game type', async () => {
    const db = server.api.db;
    insertBet(db, memberId(db, 'kamrul88'), { gameType: 'COCKFIGHT', vendor: 'DS88', bet: 123_45, win: 0, at: START_TIME - 60_000 });
    const { rows } = await allPages(
      `/wps/relay/ODSFE2_TeamBetRecord?startDate=2026-11-20&endDate=2026-11-20&account=KAMRUL&vendor=ds88&gameType=cockfight`,
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        account: 'kamrul88',
        vendor: 'DS88',
        vendorName: 'DS88 Sabong',
        gameType: 'COCKFIGHT',
        gameTypeName: 'Cockfighting',
      }),
    );
    expect(rows.every((r: { account: string; vendor: string }) => r.account === 'kamrul88' && r.vendor === 'DS88')).toBe(true);
  });
});

describe('GET /wps/relay/ODSFE2_TeamRebate', () => {
  it("answers each member's earned and claimed rebate, with totals over every member", async () => {
    const { first, rows } = await allPages(`/wps/relay/ODSFE2_TeamRebate?${MONTH}&pageSize=10`);
    expect(first.totals).toEqual({
      memberCount: rows.length,
      betCount: rows.reduce((sum: number, r: { betCount: number }) => sum + r.betCount, 0),
      validBet: cents(rows, 'validBet'),
      rebate: cents(rows, 'rebate'),
      claimed: cents(rows, 'claimed'),
      unclaimed: cents(rows, 'unclaimed'),
    });
    // members claim every week or two, so much of a month's rebate is claimed and the last days' is not
    expect(first.totals.claimed).toBeGreaterThan(0);
    expect(first.totals.unclaimed).toBeGreaterThan(0);
  });
});

describe('GET /wps/relay/MCS2_agentRebate', () => {
  it("applies the tier the team's valid bets reach to each game type, rounded down to the paisa", async () => {
    const reply = await get(`/wps/relay/MCS2_agentRebate?${MONTH}`);
    const pnl = await get(`/wps/relay/ODSFE2_TeamPNL?${MONTH}`);
    expect(reply.teamValidBet).toBe(pnl.totals.validBets);
    expect(reply.activeMembers).toBe(pnl.totals.activeMembers);
    const tier = [...reply.tiers].reverse().find((t: { minTeamValidBet: number }) => reply.teamValidBet >= t.minTeamValidBet);
    expect(reply.tier).toEqual({ level: tier.level, rate: tier.rate });
    const rateBp = Math.round(tier.rate * 100);
    for (const row of reply.byGameType) expect(row.commission).toBe(Math.floor((Math.round(row.validBet * 100) * rateBp) / 10_000) / 100);
    expect(reply.commission).toBe(cents(reply.byGameType, 'commission'));
    expect(cents(reply.byGameType, 'validBet')).toBe(reply.teamValidBet);
    expect(reply.computation).toHaveLength(3);
    expect(reply.computation[1]).toBe(`That reaches tier ${tier.level}: ${tier.rate}% commission.`);
  });

  it('reaches a higher tier with more valid bets', async () => {
    const db = server.api.db;
    insertBet(db, memberId(db, 'rakibhasan'), { gameType: 'SPORTS', vendor: 'SABA', bet: 250_000_00, win: 0, at: START_TIME - 120_000 });
    const reply = await get('/wps/relay/MCS2_agentRebate?startDate=2026-11-20&endDate=2026-11-20');
    expect(reply.tier.level).toBe(2);
    expect(reply.byGameType.find((t: { gameType: string }) => t.gameType === 'SPORTS').rate).toBe(0.4);
  });
});
