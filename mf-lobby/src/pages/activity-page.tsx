import { NotBuiltRoute } from '@wl/shared';

/** activity: built by a later issue; until then the page says so. */
export default function ActivityPage() {
  return <NotBuiltRoute route="activity" owner="mf-lobby" />;
}
