import type { DatabaseSync } from 'node:sqlite';
import { memberId } from '../../test-support/records.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

// The KPIs of the agency centre, recomputed here from the raw seeded records (members, bets, ledger rows)
// with plain JavaScript: the team by walking uplines, days by Dhaka time. The API must agree to the paisa.
const DHAKA = 6 * 60 * 60 * 1000;
const dateOf = (ms: number) => new Date(ms + DHAKA).toISOString().slice(0, 10);

function teamByUplines(db: DatabaseSync, rootId: number): Set<number> {
  const members = db.prepare('SELECT id, upline_id FROM members').all() as { id: number; upline_id: number | null }[];
  const parent = new Map(members.map((m) => [m.id, m.upline_id]));
  const team = new Set<number>();
  for (const { id } of members) {
    for (let up = parent.get(id) ?? null; up !== null; up = parent.get(up) ?? null) {
      if (up === rootId) team.add(id);
    }
  }
  return team;
}

function truth(db: DatabaseSync, team: Set<number>, start: string, end: string) {
  const inPeriod = (ms: number) => dateOf(ms) >= start && dateOf(ms) <= end;
  /** A query's rows that belong to the team. */
  const teamRows = <T extends { member_id: number }>(sql: string) =>
    (db.prepare(sql).all() as unknown as T[]).filter((row) => team.has(row.member_id));
  const members = teamRows<{ member_id: number; reg_date: number }>('SELECT id AS member_id, reg_date FROM members');
  const bets = teamRows<{ member_id: number; bet_paisa: number; valid_bet_paisa: number; win_paisa: number; bet_at: number }>(
    "SELECT member_id, bet_paisa, valid_bet_paisa, win_paisa, bet_at FROM bets WHERE status = 'SETTLED'",
  ).filter((b) => inPeriod(b.bet_at));
  const ledger = teamRows<{ member_id: number; kind: string; amount_paisa: number; status: string; created_at: number }>(
    'SELECT member_id, kind, amount_paisa, status, created_at FROM ledger_entries',
  );
  const firstDeposit = new Map<number, number>();
  for (const e of ledger)
    if (e.kind === 'deposit') firstDeposit.set(e.member_id, Math.min(firstDeposit.get(e.member_id) ?? Infinity, e.created_at));
  const sum = <T>(rows: T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);
  const money = (kinds: string[]) => ledger.filter((e) => kinds.includes(e.kind) && inPeriod(e.created_at));
  const f = {
    deposits: sum(money(['deposit']), (e) => e.amount_paisa),
    withdrawals: sum(
      money(['withdraw']).filter((e) => e.status !== 'released'),
      (e) => -e.amount_paisa,
    ),
    bets: sum(bets, (b) => b.bet_paisa),
    validBets: sum(bets, (b) => b.valid_bet_paisa),
    wins: sum(bets, (b) => b.win_paisa),
    bonuses: sum(money(['bonus', 'red_rain']), (e) => e.amount_paisa),
    rebates: sum(money(['rebate']), (e) => e.amount_paisa),
  };
  return {
    registrations: members.filter((m) => inPeriod(m.reg_date)).length,
    firstDeposits: [...firstDeposit.values()].filter(inPeriod).length,
    deposits: f.deposits / 100,
    withdrawals: f.withdrawals / 100,
    bets: f.bets / 100,
    validBets: f.validBets / 100,
    wins: f.wins / 100,
    bonuses: f.bonuses / 100,
    rebates: f.rebates / 100,
    netProfit: (f.wins + f.bonuses + f.rebates - f.bets) / 100,
    activeMembers: new Set(bets.map((b) => b.member_id)).size,
  };
}

let server: TestServer;
let agent: string;
beforeAll(async () => {
  server = await startTestServer();
  agent = await server.client().token('agent01', 'Agent@1234');
});
afterAll(() => server.close());

// The test clock is 2026-11-20 12:00 in Dhaka, a Friday.
const PERIODS: [string, string, string][] = [
  ['today', '2026-11-20', '2026-11-20'],
  ['yesterday', '2026-11-19', '2026-11-19'],
  ['this week', '2026-11-16', '2026-11-20'],
  ['this month', '2026-11-01', '2026-11-20'],
  ['last 30 days', '2026-10-22', '2026-11-20'],
  ['the whole seeded history', '2026-08-23', '2026-11-20'],
];

describe('GET /wps/agent/teamInfo (AGEINFO3)', () => {
  it.each(PERIODS)('sums the seeded records of the team for %s', async (_name, start, end) => {
    const db = server.api.db;
    const expected = truth(db, teamByUplines(db, memberId(db, 'agent01')), start, end);
    const { body } = await server.client().get(`/wps/agent/teamInfo?startDate=${start}&endDate=${end}&size=0`, { token: agent });
    expect(body.value.footer).toMatchObject({
      ...expected,
      teamRegisterMemberCount: expected.registrations,
      teamBetMemberCount: expected.activeMembers,
    });
    expect(body.value.list).toEqual([]);
    // and each day of the chart is that day's sum
    for (const day of body.value.days.slice(-3))
      expect(day).toEqual({ date: day.date, ...truth(db, teamByUplines(db, memberId(db, 'agent01')), day.date, day.date) });
  });

  it("reports a sub-agent's own team when drilled into (parentId)", async () => {
    const db = server.api.db;
    const rubel = memberId(db, 'rubelagent');
    const { body } = await server
      .client()
      .get(`/wps/agent/teamInfo?startDate=2026-10-22&endDate=2026-11-20&parentId=${rubel}`, { token: agent });
    expect(body.value.footer).toMatchObject({ ...truth(db, teamByUplines(db, rubel), '2026-10-22', '2026-11-20'), teamMemberCount: 5 });
  });

  it('has data worth a chart: activity on most days of the last 90, and the today counts of the home', async () => {
    const { body } = await server.client().get('/wps/agent/teamInfo?startDate=2026-08-23&endDate=2026-11-20', { token: agent });
    expect(body.value.days).toHaveLength(90);
    expect(body.value.days.filter((d: { bets: number }) => d.bets > 0).length).toBeGreaterThan(80);
    const db = server.api.db;
    const team = teamByUplines(db, memberId(db, 'agent01'));
    const today = (await server.client().get('/wps/agent/teamInfo', { token: agent })).body.value;
    expect(today.startDate).toBe('2026-11-20');
    // seven of the team are marked online by the seed (seed/downline.ts); priya4u registered today
    expect(today.footer).toMatchObject({
      teamMemberCount: team.size,
      teamRegisterMemberCount: truth(db, team, '2026-11-20', '2026-11-20').registrations,
      teamOnlineCount: 7,
    });
    expect(today.footer.teamRegisterMemberCount).toBeGreaterThan(0);
    expect(today.footer.teamLoginMemberCount).toBeGreaterThan(0);
    expect(today.footer.teamBetMemberCount).toBeGreaterThan(0);
  });

  it('lists members with their figures when size is given', async () => {
    const { body } = await server.client().get('/wps/agent/teamInfo?startDate=2026-11-01&endDate=2026-11-20&size=5', { token: agent });
    expect(body.value.list).toHaveLength(5);
    expect(body.value.list[0]).toEqual(
      expect.objectContaining({ account: expect.any(String), level: expect.any(Number), netProfit: expect.any(Number) }),
    );
  });
});

describe('GET /wps/relay/ODSFE2_TeamPNL', () => {
  it("has the period's totals and a page of members whose figures add up to them", async () => {
    const db = server.api.db;
    const expected = truth(db, teamByUplines(db, memberId(db, 'agent01')), '2026-11-01', '2026-11-20');
    const first = (
      await server.client().get('/wps/relay/ODSFE2_TeamPNL?startDate=2026-11-01&endDate=2026-11-20&pageSize=100', { token: agent })
    ).body.value;
    expect(first.totals).toEqual(expected);
    expect(first).toMatchObject({ currentPage: 1, showPageSize: 100, totalPages: 1 });
    const cents = (key: string) =>
      first.list.reduce((sum: number, row: Record<string, number>) => sum + Math.round(row[key]! * 100), 0) / 100;
    for (const key of ['deposits', 'withdrawals', 'bets', 'wins', 'bonuses', 'rebates', 'netProfit'])
      expect(cents(key)).toBe(expected[key as keyof typeof expected]);
  });
});
