import { NotBuiltRoute } from '@wl/shared';

/** teamBetting: built by a later issue; until then the page says so. */
export default function TeamBettingPage() {
  return <NotBuiltRoute route="teamBetting" owner="mf-agent" />;
}
