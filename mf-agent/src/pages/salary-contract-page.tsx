import { NotBuiltRoute } from '@wl/shared';

/** salaryContract: built by a later issue; until then the page says so. */
export default function SalaryContractPage() {
  return <NotBuiltRoute route="salaryContract" owner="mf-agent" />;
}
