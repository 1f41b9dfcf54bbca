import { RebateReport } from '../features/records/index.ts';

/** /m/member/rebateReport: the rebate report. */
export default function RebateReportPage() {
  return <RebateReport />;
}
