import { ContractScreen } from '../features/contracts/index.ts';

/** /m/member/agent/getHourContract: the hourlySalary contract offered by the upline, and the signed one. */
export default function HourContractPage() {
  return <ContractScreen kind="hourlySalary" />;
}
