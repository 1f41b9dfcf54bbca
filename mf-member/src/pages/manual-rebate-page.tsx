import { ManualRebate } from '../features/records/index.ts';
import { SignedInMember } from '../ui/signed-in-member.tsx';

/** /m/member/manualRebate: claim the rebate available now. */
export default function ManualRebatePage() {
  return (
    <SignedInMember>
      <ManualRebate />
    </SignedInMember>
  );
}
