import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@wl/testing';
import { answerPlatform, signIn, team } from '../../../test/agent-api.ts';
import { TeamKpiScreen } from './team-kpi-screen.tsx';

// Wednesday 2026-11-25
const now = () => new Date(2026, 10, 25, 9, 0);

const days = (from: number, to: number, bets: (d: number) => number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    ...team(),
    date: `2026-11-${String(from + i).padStart(2, '0')}`,
    bets: bets(from + i),
    netProfit: -bets(from + i),
  }));

describe('TeamKpiScreen', () => {
  beforeEach(() => signIn(1));

  it('switching the period asks for its dates and shows its KPIs, with a bar table by day', async () => {
    const calls = answerPlatform({
      'GET /wps/agent/teamInfo': ({ params }) =>
        params.startDate === '2026-11-25'
          ? { footer: team({ bets: 1160, activeMembers: 6 }), days: days(25, 25, () => 1160) }
          : { footer: team({ bets: 5000.5, activeMembers: 14 }), days: days(23, 25, (d) => d * 10) },
    });
    renderAt(<TeamKpiScreen source="overview" now={now} />);
    expect(await screen.findByTestId('kpi-bets')).toHaveTextContent(/^৳1,160\.00$/);
    expect(screen.getByTestId('kpi-activeMembers')).toHaveTextContent(/^৬$/);
    // one day: no chart
    expect(screen.queryByRole('table')).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'এই সপ্তাহ' }));
    expect(await screen.findByText('৳5,000.50')).toBeInTheDocument();
    expect(screen.getByTestId('kpi-activeMembers')).toHaveTextContent(/^১৪$/);
    const last = calls.at(-1)!;
    expect(last.params).toMatchObject({ startDate: '2026-11-23', endDate: '2026-11-25' });
    const table = screen.getByRole('table', { name: 'দিন অনুযায়ী বেট' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('rowheader', { name: '২০২৬/১১/২৪' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'দেখান' }), 'নিট লাভ');
    expect(screen.getByRole('table', { name: 'দিন অনুযায়ী নিট লাভ' })).toHaveTextContent('-৳240.00');
  });

  it('a custom range outside 90 days is refused in text and not asked for', async () => {
    const calls = answerPlatform({ 'GET /wps/agent/teamInfo': () => ({ footer: team(), days: [] }) });
    renderAt(<TeamKpiScreen source="overview" now={now} />);
    await screen.findByTestId('kpi-bets');
    await userEvent.click(screen.getByRole('radio', { name: 'নিজে বাছাই' }));
    const asked = calls.length;
    const from = screen.getByLabelText('শুরু', { exact: false });
    await userEvent.clear(from);
    await userEvent.type(from, '2026-01-01');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(calls.slice(asked).some((c) => c.params.startDate === '2026-01-01')).toBe(false);
  });

  it('the P&L lists the active members a page at a time', async () => {
    const calls = answerPlatform({
      'GET /wps/relay/ODSFE2_TeamPNL': ({ params }) => ({
        totals: team(),
        days: [],
        currentPage: Number(params.pageNo),
        totalPages: 2,
        list: [
          {
            memberId: Number(params.pageNo),
            account: `member${params.pageNo}`,
            nickname: null,
            type: 0,
            level: 1,
            betCount: 2,
            deposits: 100,
            withdrawals: 0,
            bets: 50,
            wins: 20,
            bonuses: 0,
            rebates: 0,
            netProfit: -30,
          },
        ],
      }),
    });
    renderAt(<TeamKpiScreen source="pnl" now={now} />);
    expect(await screen.findByText('member1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'পরের পাতা' }));
    expect(await screen.findByText('member2')).toBeInTheDocument();
    expect(calls.at(-1)!.params.pageNo).toBe('2');
  });
});
