import { RewardCenter } from '../features/rewards/index.ts';
import { SignedInMember } from '../ui/signed-in-member.tsx';

/** /m/rewardCenter: the member's promotions and their claims. */
export default function RewardCenterPage() {
  return (
    <SignedInMember>
      <RewardCenter />
    </SignedInMember>
  );
}
