export { AgentHome } from './components/agent-home.tsx';
