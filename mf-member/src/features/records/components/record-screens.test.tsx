import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@wl/shared';
import { renderAt, signInAs } from '@wl/testing';
import { answerPlatform } from '@wl/testing/platform';
import { act } from 'react';
import { GameRecords, ProfitAndLoss, TransactionRecords } from '../index.ts';

const page = <T,>(list: T[], totals: unknown, currentPage = 1, totalPages = 2) => ({
  list,
  currentPage,
  totalPages,
  showPageSize: 10,
  totalCount: 12,
  totals,
  startDate: '2026-11-14',
  endDate: '2026-11-20',
});

describe('record screens', () => {
  beforeEach(() => signInAs());
  afterEach(async () => {
    await act(() => i18n.changeLanguage('bn'));
  });

  it('account record: every kind for ?types=A, amounts with 2 decimals, totals, and the next page on request', async () => {
    const calls = answerPlatform({
      'GET /wps/relay/GLS2_TxCodeList': () => ({ list: [{ code: 'deposit', name: 'Deposit', direction: 'credit' }] }),
      'GET /wps/relay/ODS2_MemberTransaction': ({ params }) =>
        page(
          [
            {
              id: Number(params.pageNo),
              createdAt: '2026-11-19T08:00:00Z',
              type: 'deposit',
              typeName: 'Deposit',
              amount: 500.5,
              balanceAfter: 1500.5,
              status: 'completed',
              reference: null,
            },
          ],
          { credit: 1200, debit: 200.25, net: 999.75 },
          Number(params.pageNo),
        ),
    });
    renderAt(<TransactionRecords />, { route: '/m/transaction/record?types=A' });
    const rows = await screen.findByRole('list', { name: 'অ্যাকাউন্টের লেনদেন' });
    expect(within(rows).getByText('+৳500.50')).toBeInTheDocument();
    expect(within(rows).getByText('৳1,500.50')).toBeInTheDocument();
    expect(screen.getByText('+৳999.75')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('ODS2_MemberTransaction'))?.params).toMatchObject({ types: 'all', pageNo: '1' });

    await userEvent.click(screen.getByRole('button', { name: /২/ }));
    expect(await screen.findByRole('list', { name: 'অ্যাকাউন্টের লেনদেন' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('ODS2_MemberTransaction')).at(-1)?.params).toMatchObject({ pageNo: '2' });
  });

  it('betting record: filters by vendor and shows bet, win and the period totals', async () => {
    const calls = answerPlatform({
      'GET /wps/relay/ODS2_BetRecordFilters': () => ({
        gameTypes: [{ code: 'LIVE', name: 'Live casino' }],
        vendors: [{ code: 'EVO', name: 'Evolution', gameTypes: ['LIVE'] }],
      }),
      'GET /wps/relay/ODS2_MemberBetRecord': () =>
        page(
          [
            {
              id: 1,
              betTime: '2026-11-19T14:02:11Z',
              settleTime: null,
              gameType: 'LIVE',
              gameTypeName: 'Live casino',
              vendor: 'EVO',
              vendorName: 'Evolution',
              gameName: 'Crazy Time',
              betAmount: 200,
              validBetAmount: 200,
              winAmount: 400,
              netAmount: 200,
              status: 'SETTLED',
            },
          ],
          { betCount: 1, betAmount: 200, validBetAmount: 200, winAmount: 400, netAmount: 200, unsettledCount: 0, unsettledAmount: 0 },
        ),
    });
    renderAt(<GameRecords />);
    await screen.findByText('Crazy Time · Evolution');
    expect(screen.getAllByText('৳400.00').length).toBeGreaterThan(0);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'ভেন্ডর' }), 'EVO');
    await screen.findByText('Crazy Time · Evolution');
    expect(calls.filter((c) => c.url.endsWith('ODS2_MemberBetRecord')).at(-1)?.params).toMatchObject({
      vendor: 'EVO',
      gameType: 'ALL',
      status: 'ALL',
    });
  });

  it("profit and loss: the period's figures and net, in English after a switch", async () => {
    answerPlatform({
      'GET /wps/relay/ODSFE2_MemPNL': () => ({
        startDate: '2026-11-14',
        endDate: '2026-11-20',
        deposits: 1000,
        withdrawals: 50,
        bets: 320.4,
        validBets: 300,
        wins: 410,
        bonuses: 12.75,
        rebates: 6.2,
        net: 108.55,
        betCount: 3,
        days: [],
      }),
    });
    renderAt(<ProfitAndLoss now={() => new Date('2026-11-20T06:00:00Z')} />);
    expect(await screen.findByText('+৳108.55')).toBeInTheDocument();
    expect(screen.getByText('৳12.75')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('Bonuses')).toBeInTheDocument();
  });
});
