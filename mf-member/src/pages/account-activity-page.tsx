import { AccountActivityScreen } from '../features/protection/index.ts';

/** accountActivity: recent logins with sign-outs, and security events. */
export default function AccountActivityPage() {
  return <AccountActivityScreen />;
}
