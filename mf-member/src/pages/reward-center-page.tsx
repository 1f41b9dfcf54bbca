import { NotBuiltRoute } from '@wl/shared';

/** rewardCenter: built by a later issue; until then the page says so. */
export default function RewardCenterPage() {
  return <NotBuiltRoute route="rewardCenter" owner="mf-member" />;
}
