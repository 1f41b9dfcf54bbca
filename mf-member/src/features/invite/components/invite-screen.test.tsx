import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@wl/testing';
import { answerPlatform } from '@wl/testing/platform';
import { signInWithFlags } from '../../../test/flags.ts';
import { InviteScreen } from './invite-screen.tsx';

const info = {
  enabled: true,
  code: 'RAHIM22',
  registerPath: '/m/register?code=RAHIM22',
  link: 'http://internal/m/register?code=RAHIM22',
  maxBonus: 2222,
  bonusText: 'Invite and earn',
  rules: ['Your friend registers with your code'],
  friendCount: 12,
  depositedFriendCount: 8,
  totalBonus: 4599,
};
const friends = {
  list: [
    {
      account: 'ar****95',
      registeredAt: '2026-10-01T06:00:00.000Z',
      firstDeposit: true,
      firstDepositAt: '2026-10-02T06:00:00.000Z',
      bonus: 500,
    },
  ],
  currentPage: 1,
  totalPages: 1,
};
const renderInvite = () => renderAt(<InviteScreen />);

describe('InviteScreen', () => {
  beforeEach(() => signInWithFlags({ REFERRAL: true }));
  it('shows the code, the link on this site, a QR code, totals and friends, and copies the link', async () => {
    answerPlatform({ 'GET /wps/relay/AFFMAN3_inviteInfo': () => info, 'GET /wps/relay/AFFMAN3_invitedFriends': () => friends });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderInvite();
    expect(await screen.findByText('RAHIM22')).toBeInTheDocument();
    expect(screen.getByText(`${location.origin}/m/register?code=RAHIM22`)).toBeInTheDocument();
    expect(screen.getByText('প্রতিজন বন্ধুর জন্য সর্বোচ্চ ৳2,222.00 পর্যন্ত আয় করুন')).toBeInTheDocument();
    // the box stands first; the picture comes when the encoder has loaded
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'আপনার রেফারেল লিংকের কিউআর কোড' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/svg\+xml/),
      ),
    );
    expect(await screen.findByText('ar****95')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'লিংক কপি করুন' }));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/m/register?code=RAHIM22`);
  });
});
