import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@wl/kit';
import { signInAs, renderAt } from '@wl/testing';
import { answerPlatform } from '@wl/testing/platform';
import { DepositRecords, WithdrawRecords } from './cashier-records.tsx';

const depositRow = (id: number, status: string, extra = {}) => ({
  id,
  orderNo: `D${String(id).padStart(8, '0')}`,
  createdAt: '2026-11-20T08:30:00.000Z',
  channelName: 'bKash',
  flow: 'ewallet',
  amount: 1000.5,
  bonus: 0,
  status,
  reference: 'K24-7QH2MZ',
  bankName: null,
  senderNumber: '01712345678',
  trxId: 'BKA7Q2M9XZ',
  payerName: null,
  reason: null,
  ...extra,
});

const report = (list: unknown[], page = 1, totalPages = 2) => ({
  list,
  currentPage: page,
  totalPages,
  showPageSize: 10,
  totalCount: 12,
  totals: { amount: 15000, doneAmount: 9000.25 },
});

describe('cashier records', () => {
  it('lists deposits with status words, amounts with 2 decimals, the server paging and totals', async () => {
    signInAs();
    const calls = answerPlatform({
      'GET /wps/relay/MCS2_DepositTransactionReport': ({ params }) =>
        params.pageNo === '2'
          ? report([depositRow(3, 'expired')], 2)
          : report([depositRow(1, 'pending'), depositRow(2, 'rejected', { reason: 'No payment found' })]),
    });
    renderAt(<DepositRecords />, { route: '/m/vouReport' });
    const list = await screen.findByRole('list', { name: 'Deposit records' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('৳1,000.50')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('BKA7Q2M9XZ')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Rejected')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('No payment found')).toBeInTheDocument();
    expect(screen.getByText('৳15,000.00')).toBeInTheDocument();
    expect(screen.getByText('৳9,000.25')).toBeInTheDocument();
    expect(calls[0]!.params).toMatchObject({ status: 'all', pageNo: '1', pageSize: '10' });
    expect(calls[0]!.params.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(list).findByText('Expired')).toBeInTheDocument();
  });

  it('filters by status with the platform’s status names', async () => {
    signInAs();
    const calls = answerPlatform({ 'GET /wps/relay/MCS2_DepositTransactionReport': () => report([depositRow(1, 'approved')], 1, 1) });
    renderAt(<DepositRecords />, { route: '/m/vouReport' });
    await screen.findByText('Approved');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Pending', 'Approved', 'Rejected', 'Expired']);
    await userEvent.selectOptions(status, 'approved');
    await screen.findByText('Approved', { selector: 'span' });
    expect(calls.at(-1)!.params).toMatchObject({ status: 'approved', pageNo: '1' });
  });

  it('says so when a period has no withdrawals, in Bengali too', async () => {
    signInAs();
    answerPlatform({ 'GET /wps/relay/MCS2_WithdrawTransactionReport': () => ({ ...report([], 1, 0), totalCount: 0 }) });
    renderAt(<WithdrawRecords />, { route: '/m/withdrawReport' });
    expect(await screen.findByText('No withdrawals in this period')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('bn'));
    expect(await screen.findByText('এই সময়ে কোনো উত্তোলন নেই')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it('lists withdrawals to the masked account with paid and rejected words', async () => {
    signInAs();
    answerPlatform({
      'GET /wps/relay/MCS2_WithdrawTransactionReport': () =>
        report(
          [
            {
              id: 1,
              orderNo: 'W00000001',
              createdAt: '2026-11-20T08:30:00.000Z',
              channelName: 'bKash',
              maskedNumber: '017****5678',
              amount: 700,
              status: 'paid',
              reason: null,
            },
            {
              id: 2,
              orderNo: 'W00000002',
              createdAt: '2026-11-19T08:30:00.000Z',
              channelName: 'bKash',
              maskedNumber: '017****5678',
              amount: 500,
              status: 'rejected',
              reason: 'Name mismatch',
            },
          ],
          1,
          1,
        ),
    });
    renderAt(<WithdrawRecords />, { route: '/m/withdrawReport' });
    const list = await screen.findByRole('list', { name: 'Withdrawal records' });
    expect(within(list).getAllByText('bKash · 017****5678')).toHaveLength(2);
    expect(within(list).getByText('Paid')).toBeInTheDocument();
    expect(within(list).getByText('Name mismatch')).toBeInTheDocument();
  });
});
