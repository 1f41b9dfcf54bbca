export { AgentHome } from './components/agent-home.tsx';
export { greetingFor } from './model/greeting.ts';
export { gridItems } from './model/grid.ts';
