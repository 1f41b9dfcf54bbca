export { mayEnterAgencyCentre, readsDividends } from './access-rules.ts';
export { AgentGate } from './agent-gate.tsx';
export { AgentLink } from './agent-link.tsx';
