import { NotBuiltRoute } from '@wl/shared';

/** activityDetail: built by a later issue; until then the page says so. */
export default function ActivityDetailPage() {
  return <NotBuiltRoute route="activityDetail" owner="mf-lobby" />;
}
