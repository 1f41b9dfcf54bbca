import { AgreementScreen } from '../features/agreement/agreement-screen.tsx';

/** /m/useragreement. */
export default function UserAgreementPage() {
  return <AgreementScreen />;
}
