import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@wl/kit';
import { signInAs, renderAt } from '@wl/testing';
import { answerPlatform, fail } from '@wl/testing/platform';
import { CHANNELS, deposit } from '../../../test/fixtures.ts';
import type { Deposit } from '../api/deposit-types.ts';
import { STATUS_POLL_MS } from '../model/deposit-stage.ts';
import { DepositScreen } from './deposit-screen.tsx';

const T0 = Date.parse('2026-11-23T06:00:00.000Z');

function openRequest(detail: () => Deposit | unknown, routes = {}, route = '/m/voucherCenter?depositId=12') {
  signInAs();
  const calls = answerPlatform({
    'GET /wps/relay/MCS2_depositChannels': () => ({ list: CHANNELS }),
    'GET /wps/relay/MCS2_depositDetail': detail,
    ...routes,
  });
  renderAt(<DepositScreen />, { route });
  return calls;
}

const detailReads = (calls: { url: string }[]) => calls.filter((c) => c.url.endsWith('MCS2_depositDetail')).length;

describe('a deposit request in progress', () => {
  beforeEach(() => jest.useFakeTimers({ now: T0 }));
  afterEach(() => jest.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('shows where to send, with copy buttons that say Copied', async () => {
    openRequest(() => deposit());
    const u = user();
    expect(await screen.findByText('01711223344')).toBeInTheDocument();
    expect(screen.getByText('bKash personal number (Send Money)')).toBeInTheDocument();
    // the amount reads as money and copies as the plain figure a wallet app's field takes
    expect(screen.getAllByText('৳1,000.00')).toHaveLength(2);
    await u.click(screen.getByRole('button', { name: 'Copy amount' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('1000.00');
    act(() => jest.advanceTimersByTime(2000));
    await u.click(screen.getByRole('button', { name: 'Copy number' }));
    expect(await screen.findByRole('button', { name: 'Copied number' })).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('01711223344');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy number' })).toBeInTheDocument();
  });

  it('counts down from the platform expiry and expires the request at zero', async () => {
    // created 14 minutes 58 seconds ago: two seconds left, whatever the channel's usual window
    const calls = openRequest(() => deposit({ createdAt: new Date(T0 - 898_000).toISOString() }));
    expect(await screen.findByText('00:02')).toBeInTheDocument();
    const before = detailReads(calls);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('00:01')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(await screen.findByRole('heading', { name: 'The payment time is over' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Transaction ID (TrxID)' })).not.toBeInTheDocument();
    // the platform is asked, so the records say expired too
    await waitFor(() => expect(detailReads(calls)).toBe(before + 1));
  });

  it('checks the sending number and TrxID by the channel format before sending anything', async () => {
    const calls = openRequest(() => deposit(), {
      'POST /wps/relay/MCS2_manualTransferConfirm': () =>
        deposit({ proofSubmitted: true, senderNumber: '01712345678', trxId: 'BKA7Q2M9XZ' }),
    });
    const u = user();
    const sender = await screen.findByRole('textbox', { name: 'Your bKash number' });
    const trxId = screen.getByRole('textbox', { name: 'Transaction ID (TrxID)' });
    await u.type(sender, '0171234');
    await u.type(trxId, 'BKA7');
    await u.click(screen.getByRole('button', { name: 'Submit payment details' }));
    // the number's problem shows once it was left, the TrxID's with the submit
    await waitFor(() =>
      expect(trxId).toHaveAccessibleDescription(expect.stringContaining('The TrxID is not in bKash format, e.g. BKA7Q2M9XZ')),
    );
    expect(sender).toHaveAccessibleDescription('Enter a valid wallet number, e.g. 01712345678');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await u.clear(sender);
    await u.type(sender, '01712-345678');
    await u.clear(trxId);
    await u.type(trxId, 'bka7q2m9xz');
    await u.click(screen.getByRole('button', { name: 'Submit payment details' }));
    expect(await screen.findByRole('heading', { name: 'Deposit request sent' })).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ depositId: 12, senderNumber: '01712345678', trxId: 'BKA7Q2M9XZ' });
    expect(post.headers['Idempotency-Key']).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See deposit records' })).toHaveAttribute('href', '/m/vouReport');
  });

  it('shows a TrxID refused by the platform at the field, keeping what was typed', async () => {
    openRequest(() => deposit(), { 'POST /wps/relay/MCS2_manualTransferConfirm': () => fail('TRXID_USED', { status: 409 }) });
    const u = user();
    await u.type(await screen.findByRole('textbox', { name: 'Your bKash number' }), '01712345678');
    await u.type(screen.getByRole('textbox', { name: 'Transaction ID (TrxID)' }), 'BKA7Q2M9XZ');
    await u.click(screen.getByRole('button', { name: 'Submit payment details' }));
    const trxId = screen.getByRole('textbox', { name: 'Transaction ID (TrxID)' });
    await waitFor(() => expect(trxId).toHaveAccessibleDescription(expect.stringContaining('This TrxID was already submitted')));
    expect(trxId).toHaveValue('BKA7Q2M9XZ');
    expect(trxId).toHaveFocus();
  });

  it('waits for the operator, asking again by itself, and the header balance follows an approval', async () => {
    let status: Deposit['status'] = 'pending';
    openRequest(() => deposit({ proofSubmitted: true, status }));
    const refresh = jest.fn();
    const off = events.on('wallet:refresh', refresh);
    expect(await screen.findByRole('heading', { name: 'Deposit request sent' })).toBeInTheDocument();
    status = 'approved';
    await act(async () => jest.advanceTimersByTime(STATUS_POLL_MS));
    expect(await screen.findByRole('heading', { name: 'Deposit received' })).toBeInTheDocument();
    expect(screen.getByText('৳1,000.00 was added to your balance.')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
    off();
  });

  it('reads the real status on return from the payment page', async () => {
    openRequest(
      () => deposit({ flow: 'gateway', channelCode: 'ONLINE_GATEWAY', channelName: 'Online payment', status: 'rejected', payTo: null }),
      {},
      '/m/voucherCenter?result=cancelled&depositId=12',
    );
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make a new deposit' })).toBeInTheDocument();
  });

  it('a bank transfer shows the account, the amount and the reference to write, each to copy', async () => {
    openRequest(() =>
      deposit({
        flow: 'bank',
        channelCode: 'LOCAL_BANK',
        channelName: 'Bank transfer',
        bankCode: 'DBBL',
        bankName: 'Dutch-Bangla Bank',
        payTo: { bankName: 'Dutch-Bangla Bank', accountName: 'Khela24 Ltd', accountNumber: '1071100099887', branch: 'Motijheel' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Transfer to Dutch-Bangla Bank' })).toBeInTheDocument();
    for (const name of ['Copy account name', 'Copy account number', 'Copy amount', 'Copy reference']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('K24-7QH2MZ')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name on the account you paid from' })).toHaveAttribute('autocomplete', 'name');
  });
});
