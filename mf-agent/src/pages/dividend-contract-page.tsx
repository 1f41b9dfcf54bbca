import { ContractScreen } from '../features/contracts/index.ts';

/** /m/member/agent/getDevidendContract: the dividend contract offered by the upline, and the signed one. */
export default function DividendContractPage() {
  return <ContractScreen kind="dividend" />;
}
