import { ResponsibleGamingScreen } from '../features/protection/index.ts';

/** responsibleGaming: deposit limits, the reality check, a break and self-exclusion. */
export default function ResponsibleGamingPage() {
  return <ResponsibleGamingScreen />;
}
