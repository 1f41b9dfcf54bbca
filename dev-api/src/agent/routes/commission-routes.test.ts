import { memberId } from '../../test-support/records.ts';
import { useTestServer } from '../../test-support/use-test-server.ts';

const server = useTestServer('file');
let token: string;
beforeAll(async () => {
  token = await server.client().token('agent01', 'Agent@1234');
});

const get = async (path: string, as = token) => (await server.client().get(path, { token: as })).body.value;

describe('dividends', () => {
  it('list the half-month periods of the last 90 days, newest first: accruing, pending, then settled', async () => {
    const history = await get('/wps/relay/MCS2_dividendHistory');
    const periods = history.list.map(
      (p: { startDate: string; endDate: string; status: string }) => `${p.startDate}..${p.endDate} ${p.status}`,
    );
    expect(periods.slice(0, 2)).toEqual(['2026-11-16..2026-11-30 ACCRUING', '2026-11-01..2026-11-15 PENDING']);
    expect(
      history.list.slice(2).every((p: { status: string; settledAt: string | null }) => ['PAID', 'NONE'].includes(p.status) && p.settledAt),
    ).toBe(true);
    expect(history.list.at(-1).endDate >= '2026-08-22').toBe(true);
    expect(history.totals.paidCount).toBeGreaterThan(0);
  });

  it("pay the team loss times the rate of the tier reached, the loss being the team's profit and loss turned round", async () => {
    const history = await get('/wps/relay/MCS2_dividendHistory');
    for (const period of history.list) {
      const pnl = await get(`/wps/relay/ODSFE2_TeamPNL?startDate=${period.startDate}&endDate=${period.endDate}`);
      expect(period.teamLoss).toBe(-pnl.totals.netProfit);
      const lossPaisa = Math.round(period.teamLoss * 100);
      expect(period.amount).toBe(period.tierLevel === null ? 0 : Math.floor((lossPaisa * Math.round(period.rate * 100)) / 10_000) / 100);
      if (period.teamLoss <= 0) expect(period.amount).toBe(0);
    }
  });

  it("paid into the agent's ledger, one dividend row per paid period", async () => {
    const db = server.api.db;
    const rows = db
      .prepare("SELECT amount_paisa FROM ledger_entries WHERE kind = 'dividend' AND member_id = ? ORDER BY created_at")
      .all(memberId(db, 'agent01')) as { amount_paisa: number }[];
    const history = await get('/wps/relay/MCS2_dividendHistory');
    const paid = history.list.filter((p: { status: string }) => p.status === 'PAID').reverse();
    expect(rows.map((r) => r.amount_paisa / 100)).toEqual(paid.map((p: { amount: number }) => p.amount));
    const info = await get('/wps/relay/MCS2_dividendInfo');
    expect(info).toMatchObject({ enabled: true, paidTotal: history.totals.paidAmount, contract: { kind: 'DIVIDEND', status: 'SIGNED' } });
    expect(info.current).toEqual(history.list[0]);
    expect(info.lastSettled).toEqual(history.list[2]);
  });

  it('are not enabled for types 41 and 42, nor for an agent without a dividend contract', async () => {
    for (const account of ['masud41', 'selina42', 'rubelagent']) {
      const as = await server.client().token(account, 'Team@2024');
      expect(await get('/wps/relay/MCS2_dividendInfo', as)).toEqual({
        enabled: false,
        contract: null,
        current: null,
        lastSettled: null,
        paidTotal: 0,
      });
      expect((await get('/wps/relay/MCS2_dividendHistory', as)).list).toEqual([]);
    }
  });
});
