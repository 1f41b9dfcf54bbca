export { readsDividends } from './access-rules.ts';
export { AgentLink } from './agent-link.tsx';
