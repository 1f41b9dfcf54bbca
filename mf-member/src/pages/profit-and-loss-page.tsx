import { ProfitAndLoss } from '../features/records/index.ts';
import { SignedInMember } from '../ui/signed-in-member.tsx';

/** /m/profitandloss: profit and loss by period. */
export default function ProfitAndLossPage() {
  return (
    <SignedInMember>
      <ProfitAndLoss />
    </SignedInMember>
  );
}
