import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@wl/kit';
import { renderAt, signInAs } from '@wl/testing';
import { answerPlatform } from '@wl/testing/platform';
import { act } from 'react';
import { GameRecords, ProfitAndLoss, RebateReport, TransactionRecords } from '../index.ts';

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

/** Every money figure shown inside `element`, as the player reads it: the site's one format (decision 025). */
const amountsIn = (element: HTMLElement) => Array.from(element.querySelectorAll('[data-amount]'), (amount) => amount.textContent);

describe('record screens', () => {
  beforeEach(() => signInAs());
  afterEach(async () => {
    await act(() => i18n.changeLanguage('bn'));
  });

  it('account record: every kind for ?types=A, amounts with 2 decimals, totals, and the next page on request', async () => {
    const movement = (id: number, amount: number, balanceAfter: number) => ({
      id,
      createdAt: '2026-11-19T08:00:00Z',
      type: 'deposit',
      typeName: 'Deposit',
      amount,
      balanceAfter,
      status: 'completed',
      reference: null,
    });
    // whole taka, one decimal and a debit: each must still read with two decimals
    const pages: Record<string, ReturnType<typeof movement>[]> = {
      '1': [movement(1, 500.5, 1500.5), movement(2, -200, 1300), movement(3, 1000, 2300)],
      '2': [movement(4, 12345.6, 14645.6)],
    };
    const calls = answerPlatform({
      'GET /wps/relay/GLS2_TxCodeList': () => ({ list: [{ code: 'deposit', name: 'Deposit', direction: 'credit' }] }),
      'GET /wps/relay/ODS2_MemberTransaction': ({ params }) =>
        page(pages[params.pageNo as string] ?? [], { credit: 1200, debit: 200.25, net: 999.75 }, Number(params.pageNo)),
    });
    renderAt(<TransactionRecords />, { route: '/m/transaction/record?types=A' });
    const rows = await screen.findByRole('list', { name: 'অ্যাকাউন্টের লেনদেন' });
    expect(within(rows).getAllByRole('listitem')).toHaveLength(3);
    expect(amountsIn(rows)).toEqual(['+৳500.50', '৳1,500.50', '-৳200.00', '৳1,300.00', '+৳1,000.00', '৳2,300.00']);
    // the totals are the platform's for the whole period, under their names
    expect(screen.getByText('জমা')).toBeInTheDocument();
    expect(screen.getByText('৳1,200.00')).toBeInTheDocument();
    expect(screen.getByText('৳200.25')).toBeInTheDocument();
    expect(screen.getByText('+৳999.75')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('ODS2_MemberTransaction'))?.params).toMatchObject({ types: 'all', pageNo: '1' });

    await userEvent.click(screen.getByRole('button', { name: 'পরের পাতা' }));
    expect(await screen.findByText('+৳12,345.60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পাতা ২' })).toHaveAttribute('aria-current', 'page');
    expect(amountsIn(screen.getByRole('list', { name: 'অ্যাকাউন্টের লেনদেন' }))).toEqual(['+৳12,345.60', '৳14,645.60']);
    expect(calls.filter((c) => c.url.endsWith('ODS2_MemberTransaction')).at(-1)?.params).toMatchObject({ pageNo: '2' });
  });

  it('betting record: bet and win amounts with 2 decimals, pages, and a vendor filter', async () => {
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
              winAmount: 400.5,
              netAmount: 200.5,
              status: 'SETTLED',
            },
          ],
          { betCount: 1, betAmount: 200, validBetAmount: 200, winAmount: 400.5, netAmount: 200.5, unsettledCount: 0, unsettledAmount: 0 },
        ),
    });
    renderAt(<GameRecords />);
    await screen.findByText('Crazy Time · Evolution');
    // bet, valid bet, win, and the win/loss signed
    expect(amountsIn(screen.getByRole('list', { name: 'বেট' }))).toEqual(['৳200.00', '৳200.00', '৳400.50', '+৳200.50']);
    expect(within(screen.getByRole('navigation', { name: 'পাতাসমূহ' })).getByRole('button', { name: 'পাতা ১' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'ভেন্ডর' }), 'EVO');
    await screen.findByText('Crazy Time · Evolution');
    expect(calls.filter((c) => c.url.endsWith('ODS2_MemberBetRecord')).at(-1)?.params).toMatchObject({
      vendor: 'EVO',
      gameType: 'ALL',
      status: 'ALL',
    });
  });

  it("profit and loss: the period's figures and net with 2 decimals, in Bengali and in English after a switch", async () => {
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
    // deposits, withdrawals, bets, wins, bonuses, rebates and the net: whole or one-decimal figures read with two
    const figures = ['৳1,000.00', '৳50.00', '৳320.40', '৳410.00', '৳12.75', '৳6.20', '+৳108.55'];
    expect(amountsIn(screen.getByRole('region', { name: 'এই সময়ের লাভ ও ক্ষতি' }))).toEqual(figures);
    await act(() => i18n.changeLanguage('en'));
    const summary = await screen.findByRole('region', { name: 'Profit and loss for the period' });
    expect(within(summary).getByText('Bonuses')).toBeInTheDocument();
    expect(within(summary).getByText('Net')).toBeInTheDocument();
    expect(amountsIn(summary)).toEqual(figures);
  });

  it('rebate report: each day and the totals with 2 decimals', async () => {
    const figures = (validBet: number, rebate: number, claimed: number, unclaimed: number) => ({
      betCount: 3,
      validBet,
      rebate,
      claimed,
      unclaimed,
    });
    const calls = answerPlatform({
      'GET /wps/relay/ODSFE2_MemRebateReport': () =>
        page(
          [
            { date: '2026-11-19', ...figures(1500, 7.5, 0, 7.5) },
            { date: '2026-11-18', ...figures(12345.6, 61.73, 61.73, 0) },
          ],
          figures(13845.6, 69.23, 61.73, 7.5),
          1,
          1,
        ),
    });
    renderAt(<RebateReport />);
    const days = await screen.findByRole('list', { name: 'দিনভিত্তিক রিবেট' });
    // valid bet, rebate, claimed and unclaimed of each day
    expect(amountsIn(days)).toEqual(['৳1,500.00', '৳7.50', '৳0.00', '৳7.50', '৳12,345.60', '৳61.73', '৳61.73', '৳0.00']);
    expect(screen.getByText('৳13,845.60')).toBeInTheDocument();
    expect(screen.getByText('৳69.23')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('ODSFE2_MemRebateReport'))?.params).toMatchObject({ pageNo: '1', pageSize: '10' });
  });
});
