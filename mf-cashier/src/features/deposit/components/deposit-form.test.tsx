import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigation } from '../../../lib/leave-page.ts';
import { signInAs, renderAt } from '@wl/testing';
import { answerPlatform, fail, type FakeCall, type FakeRoutes, offline, raw } from '@wl/testing/platform';
import { BANKS, CHANNELS, deposit, MALFORMED_AMOUNTS, PROMOS } from '../../../test/fixtures.ts';
import { preloadDeposit } from '../api/deposit-api.ts';
import { DepositScreen } from './deposit-screen.tsx';

const reads = {
  'GET /wps/relay/MCS2_depositChannels': () => ({ list: CHANNELS }),
  'GET /wps/relay/MCS2_promoList': () => ({ list: [] }),
  'GET /wps/relay/MCS2_bankListByVendor': () => ({ vendor: 'LOCAL_BANK', list: BANKS }),
  'GET /wps/relay/MCS2_depositDetail': () => deposit(),
};

const posts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST');

async function openForm(routes: FakeRoutes = {}) {
  signInAs();
  const calls = answerPlatform({ ...reads, ...routes });
  renderAt(<DepositScreen />, { route: '/m/voucherCenter' });
  await screen.findByRole('radio', { name: /bKash/ });
  return calls;
}

/**
 * The payment step the answer opens: its address, then its window (drawn once its order is fetched); then the page is
 * left. Its countdown ticks every second: a tick between the test's end and the page's cleanup would be an update
 * outside act.
 */
async function paymentStepOpens(address = 'depositId=12') {
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(address));
  await screen.findByText('Time left to pay');
  cleanup();
}

describe('deposit form', () => {
  it('offers every channel with its limits, and a quick amount fills the field', async () => {
    await openForm();
    expect(screen.getAllByRole('radio', { name: /bKash|Nagad|Rocket|Bank transfer|Online payment/ })).toHaveLength(5);
    expect(screen.getByRole('radio', { name: /Rocket/ })).toHaveAccessibleName(expect.stringContaining('৳300.00 – ৳20,000.00'));
    await userEvent.click(screen.getByRole('button', { name: '৳1,000.00' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1000');
    expect(screen.getByRole('button', { name: '৳1,000.00' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends an e-wallet request once, as exact text with an idempotency key, and opens its payment step', async () => {
    const calls = await openForm({ 'POST /wps/relay/MCS2_manualTransfer': () => deposit({ amount: 1000.5 }) });
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '1000.50');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ৳1,000.50' }));
    await paymentStepOpens('/m/voucherCenter?depositId=12');
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]).toMatchObject({ url: '/wps/relay/MCS2_manualTransfer', body: { channelCode: 'BKASH', amount: '1000.50' } });
    expect(posts(calls)[0]!.headers['Idempotency-Key']).toMatch(/^[\w-]{8,}$/);
  });

  it('sends the amount its schema parsed: typed in Bengali digits, it reaches the call as the platform reads it', async () => {
    const calls = await openForm({ 'POST /wps/relay/MCS2_manualTransfer': () => deposit({ amount: 1250.5 }) });
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '১২৫০.৫');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ৳1,250.50' }));
    await paymentStepOpens('/m/voucherCenter?depositId=12');
    expect(posts(calls)[0]!.body).toMatchObject({ channelCode: 'BKASH', amount: '1250.50' });
  });

  it.each([...MALFORMED_AMOUNTS, ['100', 'The minimum amount is ৳200.00'], ['25000.01', 'The maximum amount is ৳25,000.00']])(
    'refuses %p with a message tied to the field, and sends nothing',
    async (typed, message) => {
      const calls = await openForm();
      const field = screen.getByRole('textbox', { name: 'Amount' });
      await userEvent.type(field, typed);
      await userEvent.click(screen.getByRole('button', { name: /^Deposit/ }));
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveFocus();
      expect(posts(calls)).toHaveLength(0);
    },
  );

  it('a double tap sends one request', async () => {
    let release: () => void = () => undefined;
    const calls = await openForm({
      'POST /wps/relay/MCS2_manualTransfer': () => new Promise((resolve) => (release = () => resolve(deposit()))),
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '500');
    const submit = screen.getByRole('button', { name: 'Deposit ৳500.00' });
    await userEvent.dblClick(submit);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    await paymentStepOpens();
    expect(posts(calls)).toHaveLength(1);
  });

  it('a 500 keeps what the player typed and says nothing was lost', async () => {
    let answer: unknown = raw(500, 'Internal Server Error');
    const calls = await openForm({ 'POST /wps/relay/MCS2_manualTransfer': () => answer });
    await userEvent.click(screen.getByRole('radio', { name: /Nagad/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '750');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ৳750.00' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unknown error');
    expect(alert).toHaveTextContent('Nothing was lost');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('750');
    expect(screen.getByRole('radio', { name: /Nagad/ })).toBeChecked();
    answer = deposit({ channelCode: 'NAGAD' });
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ৳750.00' }));
    await paymentStepOpens();
    expect(posts(calls).map((c) => c.body)).toEqual([
      { channelCode: 'NAGAD', amount: '750.00' },
      { channelCode: 'NAGAD', amount: '750.00' },
    ]);
  });

  it('a retry after a network failure carries the same idempotency key, so the platform makes one request', async () => {
    let reachable = false;
    const calls = await openForm({ 'POST /wps/relay/MCS2_manualTransfer': () => (reachable ? deposit() : offline()) });
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ৳500.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ৳500.00' }));
    await paymentStepOpens();
    const [first, second] = posts(calls).map((c) => c.headers['Idempotency-Key']);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it('a bank transfer needs a bank from the vendor list', async () => {
    const calls = await openForm({ 'POST /wps/relay/MCS2_manualTransfer': () => deposit({ flow: 'bank', channelCode: 'LOCAL_BANK' }) });
    await userEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    await userEvent.click(screen.getByRole('button', { name: '৳5,000.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ৳5,000.00' }));
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveAccessibleDescription('Please choose the bank you will pay into');
    expect(posts(calls)).toHaveLength(0);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'BRAC');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ৳5,000.00' }));
    // the payment step the answer opens, not the request's log: the log has the request while its answer is
    // still on the way, and that answer re-rendered the screen after the test (an act warning on a loaded machine)
    await paymentStepOpens();
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]!.body).toEqual({ channelCode: 'LOCAL_BANK', amount: '5000.00', bankCode: 'BRAC' });
  });

  it('the online gateway leaves for the payment page with a return address on this site', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const calls = await openForm({
      'POST /wps/relay/MCS2_gatewayDeposit': () =>
        deposit({ flow: 'gateway', channelCode: 'ONLINE_GATEWAY', payTo: null, payUrl: '/dev/gateway/pay?session=abc' }),
    });
    await userEvent.click(screen.getByRole('radio', { name: /Online payment/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '600');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ৳600.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/dev/gateway/pay?session=abc'));
    expect(posts(calls)[0]!.body).toEqual({ channelCode: 'ONLINE_GATEWAY', amount: '600.00', returnUrl: '/m/voucherCenter' });
  });

  it('a promotion shows its bonus for the amount and travels with the deposit', async () => {
    const calls = await openForm({
      'GET /wps/relay/MCS2_promoList': () => ({ list: PROMOS }),
      'POST /wps/relay/MCS2_acceptPromo': ({ body }) => ({
        ...PROMOS[0],
        amount: Number((body as { amount: string }).amount),
        bonus: 100,
        total: 2100,
      }),
      'POST /wps/relay/MCS2_manualTransfer': () => deposit({ promoId: 502 }),
    });
    const promo = screen.getByRole('combobox', { name: 'Promotion (optional)' });
    await screen.findByRole('option', { name: '5% e-wallet reload' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '900');
    await userEvent.selectOptions(promo, '502');
    expect(screen.getByText('5% bonus up to ৳500.00, minimum deposit ৳1,000.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ৳900.00' }));
    expect(promo).toHaveAccessibleDescription('This promotion needs a deposit of at least ৳1,000.00');
    expect(posts(calls).filter((c) => c.url.endsWith('manualTransfer'))).toHaveLength(0);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '2000');
    expect(await screen.findByText('Bonus ৳100.00 · total credited ৳2,100.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ৳2,000.00' }));
    await paymentStepOpens();
    expect(posts(calls).filter((c) => c.url.endsWith('manualTransfer'))).toHaveLength(1);
    expect(posts(calls).find((c) => c.url.endsWith('manualTransfer'))!.body).toEqual({
      channelCode: 'BKASH',
      amount: '2000.00',
      promoId: 502,
    });
  });

  it('a refusal of the platform is shown in its words, the form kept', async () => {
    await openForm({ 'POST /wps/relay/MCS2_manualTransfer': () => fail('CHANNEL_NOT_FOUND', { status: 404 }) });
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ৳500.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment method is not available now');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
  });
});

describe('deposit limits at the deposit (issue 27)', () => {
  const limits = {
    timeZone: 'Asia/Dhaka',
    limits: [
      { period: 'daily', limit: 1000, used: 600, left: 400, resetsAt: '2026-11-20T18:00:00.000Z', pending: null },
      { period: 'weekly', limit: null, used: 600, left: null, resetsAt: '2026-11-22T18:00:00.000Z', pending: null },
      { period: 'monthly', limit: 20000, used: 600, left: 19400, resetsAt: '2026-11-30T18:00:00.000Z', pending: null },
    ],
  };

  it('shows the room left under each limit the member set, and the refusal of an amount above it', async () => {
    const calls = await openForm({
      'GET /wps/member/protection/limits': () => limits,
      'POST /wps/relay/MCS2_manualTransfer': () =>
        fail('DEPOSIT_LIMIT_EXCEEDED', {
          status: 409,
          message: 'platform text',
          value: { period: 'daily', limit: 1000, left: 400, resetsAt: '2026-11-20T18:00:00.000Z' },
        }),
    });
    const box = await screen.findByRole('region', { name: 'Your deposit limits' });
    expect(box).toHaveTextContent(/Daily limit ৳1,000.00: ৳400.00 left until 2026\/11\/2\d \d\d:00/);
    expect(box).toHaveTextContent(/Monthly limit ৳20,000.00: ৳19,400.00 left/);
    expect(box).not.toHaveTextContent('Weekly');

    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '400.01');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit ৳400.01' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      /This is above your daily deposit limit of ৳1,000.00: ৳400.00 is left until 2026\/11\/2\d \d\d:00/,
    );
    expect(posts(calls)).toHaveLength(1);
  });

  it('shows nothing when the member set no limit', async () => {
    await openForm({
      'GET /wps/member/protection/limits': () => ({ ...limits, limits: limits.limits.map((l) => ({ ...l, limit: null, left: null })) }),
    });
    await screen.findByRole('textbox', { name: 'Amount' });
    expect(screen.queryByRole('region', { name: 'Your deposit limits' })).toBeNull();
  });
});

describe('the deposit page started on (its preload)', () => {
  it("has the channels and the member's limits before its first render: they are in it, and asked for once each", async () => {
    signInAs();
    const limits = {
      timeZone: 'Asia/Dhaka',
      limits: [{ period: 'daily', limit: 1000, used: 600, left: 400, resetsAt: '2026-11-20T18:00:00.000Z', pending: null }],
    };
    const calls = answerPlatform({ ...reads, 'GET /wps/member/protection/limits': () => limits });
    await act(() => preloadDeposit());
    renderAt(<DepositScreen />, { route: '/m/voucherCenter' });
    expect(screen.getByRole('radio', { name: /bKash/ })).toBeInTheDocument();
    // the form's last part drawn with it, not a moment later below it
    expect(screen.getByRole('region', { name: 'Your deposit limits' })).toHaveTextContent(/Daily limit ৳1,000.00: ৳400.00 left/);
    await screen.findByRole('button', { name: /^Deposit/ });
    expect(calls.filter((c) => c.url === '/wps/relay/MCS2_depositChannels')).toHaveLength(1);
    expect(calls.filter((c) => c.url === '/wps/member/protection/limits')).toHaveLength(1);
  });

  it('opens without the limits when they cannot be had: the form is whole', async () => {
    signInAs();
    answerPlatform({ ...reads, 'GET /wps/member/protection/limits': () => fail('SERVER_ERROR', { status: 500 }) });
    await act(() => preloadDeposit());
    renderAt(<DepositScreen />, { route: '/m/voucherCenter' });
    expect(screen.getByRole('radio', { name: /bKash/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Deposit/ })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Your deposit limits' })).toBeNull();
  });

  it("asks nothing for a guest's start (the page's gate sends them away)", async () => {
    const calls = answerPlatform(reads);
    await preloadDeposit();
    expect(calls).toHaveLength(0);
  });
});
