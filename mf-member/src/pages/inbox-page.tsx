import { NotBuiltRoute } from '@wl/shared';

/** inbox: built by a later issue; until then the page says so. */
export default function InboxPage() {
  return <NotBuiltRoute route="inbox" owner="mf-member" />;
}
