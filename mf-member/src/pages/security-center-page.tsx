import { SecurityScreen } from '../features/security/index.ts';

/** securityCenter: level, login and withdrawal passwords, e-mail, payee name, nickname. */
export default function SecurityCenterPage() {
  return <SecurityScreen />;
}
