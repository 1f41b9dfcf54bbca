import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@wl/kit';
import { signInAs, renderAt } from '@wl/testing';
import { answerPlatform, fail, type FakeCall, type FakeRoutes, raw } from '@wl/testing/platform';
import type { PayoutAccounts, WithdrawSettings } from '../api/withdraw-api.ts';
import { MALFORMED_AMOUNTS } from '../../../test/fixtures.ts';
import { WithdrawScreen } from './withdraw-screen.tsx';

const SETTINGS: WithdrawSettings = {
  balance: 1000,
  withdrawableBalance: 1000,
  min: 500,
  max: 25000,
  dailyCount: 10,
  dailyCountUsed: 2,
  dailyCountLeft: 8,
  hasWithdrawalPassword: true,
  bankCardCount: 1,
  verifiedMobile: '171****678',
};

const ACCOUNTS: PayoutAccounts = {
  list: [
    {
      id: 7,
      type: 'ewallet',
      providerCode: 'BKASH',
      providerName: 'bKash',
      accountNumber: '01712345678',
      maskedNumber: '017****5678',
      payeeName: 'Rahim Uddin',
      createdAt: '2026-11-01T00:00:00.000Z',
      onHoldUntil: null,
    },
  ],
  max: 5,
  wallets: [{ code: 'BKASH', name: 'bKash', numberPattern: '^01[3-9]\\d{8}$' }],
  banks: [{ code: 'DBBL', name: 'Dutch-Bangla Bank' }],
};

const WITHDRAWAL = {
  id: 3,
  orderNo: 'W00000003',
  createdAt: '2026-11-23T06:00:00.000Z',
  channelCode: 'BKASH',
  channelName: 'bKash',
  accountType: 'ewallet',
  maskedNumber: '017****5678',
  payeeName: 'Rahim Uddin',
  amount: 600,
  status: 'pending',
  closedAt: null,
  reason: null,
  balance: 400,
};

const posts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST');

async function open(routes: FakeRoutes = {}, settings: Partial<WithdrawSettings> = {}, ready = 'Withdrawable balance') {
  signInAs();
  const calls = answerPlatform({
    'GET /wps/relay/MCS2_withdrawSettings': () => ({ ...SETTINGS, ...settings }),
    'GET /wps/relay/MCS2_bankCards': () => ACCOUNTS,
    ...routes,
  });
  renderAt(<WithdrawScreen />, { route: '/m/withdraw' });
  await screen.findByText(ready);
  return calls;
}

describe('withdraw', () => {
  it('shows the balance, limits and today’s count, and withdraws once to the chosen account', async () => {
    const refresh = jest.fn();
    const off = events.on('wallet:refresh', refresh);
    // answered after the double tap is over, as a network would: an answer between its two clicks would put the
    // outcome under the second, which takes the focus to the page
    const calls = await open({ 'POST /wps/transaction/withdraw': () => new Promise((resolve) => setTimeout(resolve, 100, WITHDRAWAL)) });
    expect(screen.getByTestId('withdrawable')).toHaveTextContent('৳1,000.00');
    expect(screen.getByText('৳500.00 – ৳25,000.00')).toBeInTheDocument();
    expect(screen.getByText('2 of 10')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /bKash · 017\*\*\*\*5678/ })).toBeChecked();
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '600');
    await userEvent.type(screen.getByLabelText('Withdrawal password'), '246810');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Withdraw ৳600.00' }));
    // the button pressed is gone: the outcome's heading has the focus, not the page's start
    expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toHaveFocus();
    expect(screen.getByText(/৳600.00 is held from your balance while it is paid to bKash 017\*\*\*\*5678/)).toBeInTheDocument();
    expect(screen.getByText('Balance now: ৳400.00')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]!.body).toEqual({ amount: '600.00', bankCardId: 7, paymentPassword: '246810' });
    expect(posts(calls)[0]!.headers['Idempotency-Key']).toBeTruthy();
    expect(refresh).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'See withdrawal records' })).toHaveAttribute('href', '/m/withdrawReport');
    off();
  });

  it.each([
    ['1500', 'The amount is more than your balance (৳1,000.00)'],
    ['400', 'The minimum amount is ৳500.00'],
    // the maximum is checked before the balance, as the platform checks them
    ['30000', 'The maximum amount is ৳25,000.00'],
    ...MALFORMED_AMOUNTS,
  ])('refuses %p with a message and sends nothing', async (typed, message) => {
    const calls = await open();
    await screen.findByRole('radio', { name: /bKash/ });
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, typed);
    await userEvent.type(screen.getByLabelText('Withdrawal password'), '246810');
    await userEvent.click(screen.getByRole('button', { name: /^Withdraw/ }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(posts(calls)).toHaveLength(0);
  });

  it('a 500 keeps the amount and the password typed and says nothing was lost; a second tap withdraws', async () => {
    let answer: unknown = raw(500, 'Internal Server Error');
    const calls = await open({ 'POST /wps/transaction/withdraw': () => answer });
    await screen.findByRole('radio', { name: /bKash/ });
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '650');
    await userEvent.type(screen.getByLabelText('Withdrawal password'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw ৳650.00' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unknown error');
    expect(alert).toHaveTextContent('Nothing was lost');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('650');
    expect(screen.getByLabelText('Withdrawal password')).toHaveValue('246810');
    answer = { ...WITHDRAWAL, amount: 650, balance: 350 };
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw ৳650.00' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toBeInTheDocument();
    expect(posts(calls).map((c) => c.body)).toEqual([
      { amount: '650.00', bankCardId: 7, paymentPassword: '246810' },
      { amount: '650.00', bankCardId: 7, paymentPassword: '246810' },
    ]);
  });

  it('a wrong withdrawal password is said at its field; the amount stays', async () => {
    await open({ 'POST /wps/transaction/withdraw': () => fail('PAYMENT_PASSWORD_INCORRECT', { value: { attemptsLeft: 3 } }) });
    await screen.findByRole('radio', { name: /bKash/ });
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '600');
    const pin = screen.getByLabelText('Withdrawal password');
    await userEvent.type(pin, '111222');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw ৳600.00' }));
    await waitFor(() => expect(pin).toHaveAccessibleDescription('Withdrawal password incorrect; 3 tries left'));
    expect(pin).toHaveValue('');
    expect(pin).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('600');
  });

  it('a member without a withdrawal password sets one first, then carries on', async () => {
    let hasPassword = false;
    const calls = await open(
      {
        'GET /wps/relay/MCS2_withdrawSettings': () => ({ ...SETTINGS, hasWithdrawalPassword: hasPassword }),
        'POST /wps/member/paymentPassword': () => {
          hasPassword = true;
          return true;
        },
      },
      {},
      'Set a withdrawal password first',
    );
    const pin = screen.getByLabelText('New withdrawal password');
    expect(pin).toHaveAttribute('autocomplete', 'new-password');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(pin, '123456');
    await userEvent.type(screen.getByLabelText('Confirm withdrawal password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and continue' }));
    expect(pin).toHaveAccessibleDescription(expect.stringContaining('Too easy to guess'));
    expect(posts(calls)).toHaveLength(0);
    await userEvent.clear(pin);
    await userEvent.type(pin, '975310');
    await userEvent.clear(screen.getByLabelText('Confirm withdrawal password'));
    await userEvent.type(screen.getByLabelText('Confirm withdrawal password'), '975310');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and continue' }));
    expect(await screen.findByRole('radio', { name: /bKash/ })).toBeInTheDocument();
    expect(posts(calls)[0]!.body).toEqual({ newPassword: '975310', confirmPassword: '975310' });
  });

  it('adds a bank account with its payee and the code sent to the verified number; it waits out its hold', async () => {
    const added = {
      ...ACCOUNTS.list[0]!,
      id: 8,
      type: 'bank',
      providerCode: 'DBBL',
      providerName: 'Dutch-Bangla Bank',
      maskedNumber: '107*****2345',
      payeeName: 'Abdur Rahim',
      onHoldUntil: '2026-11-28T08:00:00.000Z',
    };
    let list = ACCOUNTS.list;
    const calls = await open({
      'GET /wps/relay/MCS2_bankCards': () => ({ ...ACCOUNTS, list }),
      'POST /wps/verification/sms/member': () => ({ expiredMinutes: 1, mobile: '171****678' }),
      'POST /wps/member/bankCard': () => {
        list = [...ACCOUNTS.list, added as never];
        return added;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add another account' }));
    const form = screen.getByRole('form', { name: 'Add a payout account' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Bank account' }));
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Bank' }), 'DBBL');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Account number' }), '1071 1000-12345');
    await userEvent.type(within(form).getByLabelText('Withdrawal password'), '246810');
    const code = within(form).getByRole('textbox', { name: 'Verification code' });
    expect(code).toHaveAccessibleDescription('Sent by SMS to your verified number 171****678');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/sms/member'))?.body).toEqual({ purpose: 'payoutAccount' }));
    await userEvent.type(code, '135790');
    await userEvent.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(within(form).getByRole('textbox', { name: 'Account holder’s name' })).toHaveAccessibleDescription(
      'Enter the account holder’s name, as on the account',
    );
    expect(calls.filter((c) => c.url.endsWith('/bankCard'))).toHaveLength(0);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Account holder’s name' }), ' Abdur   Rahim ');
    await userEvent.click(within(form).getByRole('button', { name: 'Add account' }));
    // on its new-account hold it cannot be chosen yet, and says when it opens; the older account stays chosen
    const held = await screen.findByRole('radio', { name: /Dutch-Bangla Bank · 107\*\*\*\*\*2345/ });
    expect(held).toBeDisabled();
    expect(held.closest('label')).toHaveTextContent(/withdrawals to it open at 2026\/11\/28/);
    expect(screen.getByRole('radio', { name: /bKash/ })).toBeChecked();
    expect(calls.find((c) => c.url.endsWith('/bankCard'))!.body).toEqual({
      type: 'bank',
      providerCode: 'DBBL',
      accountNumber: '1071100012345',
      payeeName: 'Abdur Rahim',
      paymentPassword: '246810',
      verificationCode: '135790',
    });
  });

  it('sends a member with no verified number to the security centre before adding an account', async () => {
    await open({
      'GET /wps/relay/MCS2_withdrawSettings': () => ({ ...SETTINGS, verifiedMobile: null }),
      'GET /wps/relay/MCS2_bankCards': () => ({ ...ACCOUNTS, list: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'Verify your mobile number first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the security centre' })).toHaveAttribute('href', '/m/securityCenter#mobile');
    expect(screen.queryByRole('form', { name: 'Add a payout account' })).toBeNull();
  });

  it('says so when today’s withdrawals are used up, and offers no form', async () => {
    await open({}, { dailyCountUsed: 10, dailyCountLeft: 0 });
    expect(screen.getByRole('heading', { name: 'No withdrawals left today' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
  });
});
