import { AgentHome } from '../features/home/index.ts';

/** /m/agent: the agency centre's home. */
export default function AgentHomePage() {
  return <AgentHome />;
}
