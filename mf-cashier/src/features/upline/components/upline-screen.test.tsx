import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from '@testing-library/react';
import { events, MEMBER_KEYS, queryCache } from '@wl/kit';
import { signInAs, renderAt } from '@wl/testing';
import { answerPlatform, fail, type FakeCall, type FakeRoutes } from '@wl/testing/platform';
import { UplineScreen } from './upline-screen.tsx';

const INFO = { upline: { account: 'agent01', nickname: 'Karim' }, balance: 2500, min: 100, max: 50000, hasWithdrawalPassword: true };
const posts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST');

/** the member's details as the shell's start loaded them: one with an upline */
const MEMBER = { id: 3, account: 'demo01', userName: 'demo01', regDate: '2026-01-01', type: 0, toUpline: true };

function open(routes: FakeRoutes = {}, type = 0) {
  signInAs(type);
  act(() => queryCache.setData(MEMBER_KEYS.member, () => ({ ...MEMBER, type })));
  const calls = answerPlatform({ 'GET /wps/relay/MCS2_uplineInfo': () => INFO, ...routes });
  renderAt(<UplineScreen />, { route: '/m/upLine/transfer' });
  return calls;
}

describe('transfer to upline', () => {
  it('is refused at once for a member of type 2, with no form and no call', () => {
    const calls = open({}, 2);
    expect(screen.getByRole('heading', { name: 'Transfer to upline is not available' })).toBeInTheDocument();
    expect(screen.getByText('Accounts of this type cannot transfer to an upline.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says why when the platform refuses (no upline)', async () => {
    open({ 'GET /wps/relay/MCS2_uplineInfo': () => fail('UPLINE_TRANSFER_NOT_ALLOWED', { status: 403, value: { reason: 'NO_UPLINE' } }) });
    expect(await screen.findByText('Your account has no upline to transfer to.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the upline, asks for a confirmation, transfers once and shows the new balance', async () => {
    const refresh = jest.fn();
    const off = events.on('wallet:refresh', refresh);
    const calls = open({
      'POST /wps/relay/MCS2_transferToUpline': () => ({
        transferId: 4,
        amount: 300,
        balance: 2200,
        upline: INFO.upline,
        createdAt: '2026-11-23T06:00:00.000Z',
      }),
    });
    expect(await screen.findByTestId('upline-name')).toHaveTextContent('Karim (agent01)');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '3000');
    await userEvent.type(screen.getByLabelText('Withdrawal password'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      expect.stringContaining('more than your balance (৳2,500.00)'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '300');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Transfer ৳300.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to your upline?' });
    expect(dialog).toHaveTextContent('৳300.00 goes to Karim (agent01) at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts(calls)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Transfer ৳300.00' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('heading', { name: 'Transfer done' })).toBeInTheDocument();
    expect(screen.getByTestId('upline-balance')).toHaveTextContent('Your balance now: ৳2,200.00');
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]!.body).toEqual({ amount: '300.00', paymentPassword: '246810' });
    expect(posts(calls)[0]!.headers['Idempotency-Key']).toBeTruthy();
    expect(refresh).toHaveBeenCalled();
    off();
  });
});
