import { NotBuiltRoute } from '@wl/shared';

/** inviteFriends: built by a later issue; until then the page says so. */
export default function InviteFriendsPage() {
  return <NotBuiltRoute route="inviteFriends" owner="mf-member" />;
}
