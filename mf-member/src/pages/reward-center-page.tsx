import { RewardCenter } from '../features/rewards/index.ts';

/** /m/rewardCenter: the member's promotions and their claims. */
export default function RewardCenterPage() {
  return <RewardCenter />;
}
