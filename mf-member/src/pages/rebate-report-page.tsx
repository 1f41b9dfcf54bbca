import { RebateReport } from '../features/records/index.ts';
import { SignedInMember } from '../ui/signed-in-member.tsx';

/** /m/member/rebateReport: the rebate report. */
export default function RebateReportPage() {
  return (
    <SignedInMember>
      <RebateReport />
    </SignedInMember>
  );
}
