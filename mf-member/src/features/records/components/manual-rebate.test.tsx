import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@wl/kit';
import { renderAt, signInAs } from '@wl/testing';
import { answerPlatform, fail, type FakeCall } from '@wl/testing/platform';
import { ManualRebate } from '../index.ts';

const claimable = (available: number) => ({
  available,
  validBet: 16441.35,
  betCount: 33,
  canClaim: available > 0,
  lastClaimAt: null,
  byGameType: [{ gameType: 'RNG', gameTypeName: 'Slots', rate: 1, betCount: 4, validBet: 1200, rebate: 12 }],
});

/** The platform's answer to a claim of the whole ৳152.18. */
const claimed = {
  claimId: 7,
  amount: 152.18,
  validBet: 16441.35,
  betCount: 33,
  claimedAt: '2026-11-20T10:00:00Z',
  balance: 1152.18,
  repeated: false,
};

describe('ManualRebate', () => {
  beforeEach(() => signInAs());
  it('claims the available rebate once, shows progress then the result, and asks for the balance again', async () => {
    let available = 152.18;
    let release: () => void = () => {};
    const calls: FakeCall[] = answerPlatform({
      'GET /wps/relay/MCS2_manualRebate': () => claimable(available),
      'POST /wps/relay/MCS2_manualRebate': () =>
        new Promise((resolve) => {
          release = () => {
            available = 0;
            resolve(claimed);
          };
        }),
    });
    const walletRefresh = jest.fn();
    const off = events.on('wallet:refresh', walletRefresh);
    renderAt(<ManualRebate />);

    expect(await screen.findByText('৳152.18')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'রিবেট সংগ্রহ করুন' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: /সংগ্রহ করা হচ্ছে/ }));
    expect(screen.getByRole('button', { name: /সংগ্রহ করা হচ্ছে/ })).toBeDisabled();
    release();

    expect(await screen.findByText(/নতুন ব্যালেন্স/)).toHaveTextContent('৳152.18 সংগ্রহ করা হয়েছে। নতুন ব্যালেন্স ৳1,152.18।');
    const posts = calls.filter((c) => c.method.toUpperCase() === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(walletRefresh).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByText('৳0.00')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'রিবেট সংগ্রহ করুন' })).toBeDisabled();
    off();
  });

  it('stays off between the claim and the new figures: a second tap then claims nothing twice', async () => {
    let available = 152.18;
    let reloaded: () => void = () => {};
    const calls: FakeCall[] = answerPlatform({
      // the first figures at once; after the claim, the reload answers only when the test lets it
      'GET /wps/relay/MCS2_manualRebate': () =>
        available > 0 ? claimable(available) : new Promise((resolve) => (reloaded = () => resolve(claimable(0)))),
      'POST /wps/relay/MCS2_manualRebate': () => {
        available = 0;
        return claimed;
      },
    });
    renderAt(<ManualRebate />);
    await userEvent.click(await screen.findByRole('button', { name: 'রিবেট সংগ্রহ করুন' }));
    expect(await screen.findByText(/নতুন ব্যালেন্স/)).toBeInTheDocument();
    // the claim has answered, the figures are still the old ones
    expect(screen.getByText('৳152.18')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'রিবেট সংগ্রহ করুন' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    reloaded();
    await waitFor(() => expect(screen.getByText('৳0.00')).toBeInTheDocument());
    expect(calls.filter((c) => c.method.toUpperCase() === 'POST')).toHaveLength(1);
    expect(screen.getByText(/নতুন ব্যালেন্স/)).toBeInTheDocument();
  });

  it('says there is nothing to claim when the platform refuses, and keeps the figures', async () => {
    answerPlatform({
      'GET /wps/relay/MCS2_manualRebate': () => claimable(5),
      'POST /wps/relay/MCS2_manualRebate': () => fail('REBATE_NOTHING_TO_CLAIM', { status: 400 }),
    });
    renderAt(<ManualRebate />);
    await userEvent.click(await screen.findByRole('button', { name: 'রিবেট সংগ্রহ করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('এখনও সংগ্রহ করার মতো কোনো রিবেট নেই');
    expect(screen.getByText('৳5.00')).toBeInTheDocument();
  });
});
