import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@wl/testing';
import { answerPlatform, signIn } from '../../../test/agent-api.ts';
import { AgentDividendScreen } from './agent-dividend-screen.tsx';
import { AgentRebateScreen } from './agent-rebate-screen.tsx';

const now = () => new Date(2026, 10, 25, 9, 0);
const tiers = [
  { level: 1, minTeamValidBet: 0, rate: 0.3 },
  { level: 2, minTeamValidBet: 200000, rate: 0.4 },
];
const rebate = (commission: number, level: number) => ({
  startDate: '2026-11-01',
  endDate: '2026-11-25',
  teamValidBet: 250000,
  activeMembers: 20,
  tiers,
  tier: { level, rate: level === 2 ? 0.4 : 0.3 },
  byGameType: [{ gameType: 'RNG', gameTypeName: 'স্লট', validBet: 250000, rate: 0.4, commission }],
  commission,
  computation: ['The team bet ৳250,000.00.', 'Tier 2 is reached.', 'The sum is ৳1,000.00.'],
});

const period = (startDate: string, status: string, amount: number) => ({
  startDate,
  endDate: startDate.replace(/-\d\d$/, '-15'),
  status,
  teamLoss: 5000,
  activeMembers: 6,
  tierLevel: 1,
  rate: 10,
  amount,
  settledAt: status === 'PAID' ? '2026-11-16T00:00:00.000Z' : null,
  contractId: 2,
});

describe('AgentRebateScreen', () => {
  beforeEach(() => signIn(1));

  it("shows this month's commission, the tier reached and the computation, and follows the period", async () => {
    const calls = answerPlatform({
      'GET /wps/relay/MCS2_agentRebate': ({ params }) => (params.startDate === '2026-11-01' ? rebate(1000, 2) : rebate(12.34, 1)),
    });
    renderAt(<AgentRebateScreen now={now} />);
    expect(await screen.findByTestId('agent-commission')).toHaveTextContent(/^৳1,000\.00$/);
    expect(screen.getByText('Tier 2 is reached.')).toBeInTheDocument();
    const tierTable = screen.getByRole('table', { name: 'কমিশনের স্তর' });
    expect(within(tierTable).getByRole('rowheader', { name: '২ (অর্জিত)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'আজ' }));
    await waitFor(() => expect(screen.getByTestId('agent-commission')).toHaveTextContent(/^৳12\.34$/));
    expect(calls.at(-1)!.params).toMatchObject({ startDate: '2026-11-25', endDate: '2026-11-25' });
  });
});

describe('AgentDividendScreen', () => {
  beforeEach(() => signIn(1));

  it('shows the current period, the paid total and the history with status', async () => {
    answerPlatform({
      'GET /wps/relay/MCS2_dividendInfo': () => ({ enabled: true, current: period('2026-11-16', 'ACCRUING', 0), paidTotal: 1500.5 }),
      'GET /wps/relay/MCS2_dividendHistory': () => ({
        list: [period('2026-11-01', 'PAID', 500.25)],
        currentPage: 1,
        totalPages: 1,
        totals: { paidCount: 1, paidAmount: 500.25 },
      }),
    });
    renderAt(<AgentDividendScreen />);
    expect(await screen.findByText('৳1,500.50')).toBeInTheDocument();
    expect(screen.getByText('জমা হচ্ছে')).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'ডিভিডেন্ডের ইতিহাস' }));
    expect(await history.findByText('পরিশোধিত')).toBeInTheDocument();
    expect(history.getByText('৳500.25')).toBeInTheDocument();
  });

  it('says so when dividends are not enabled (types 41 and 42, or no contract)', async () => {
    const calls = answerPlatform({
      'GET /wps/relay/MCS2_dividendInfo': () => ({ enabled: false, contract: null, current: null, lastSettled: null, paidTotal: 0 }),
    });
    renderAt(<AgentDividendScreen />);
    expect(await screen.findByText('আপনার অ্যাকাউন্টে ডিভিডেন্ড চালু নেই।')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).not.toContain('/wps/relay/MCS2_dividendHistory');
  });
});
