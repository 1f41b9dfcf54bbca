import { InviteScreen } from '../features/invite/index.ts';

/** inviteFriends: referral code, link, QR code, share; the invited friends. */
export default function InviteFriendsPage() {
  return <InviteScreen />;
}
