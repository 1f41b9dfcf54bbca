import { ContractScreen } from '../features/contracts/index.ts';

/** /m/member/agent/getSalaryContract: the dailySalary contract offered by the upline, and the signed one. */
export default function SalaryContractPage() {
  return <ContractScreen kind="dailySalary" />;
}
