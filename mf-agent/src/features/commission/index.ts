export { AgentDividendScreen } from './components/agent-dividend-screen.tsx';
export { AgentRebateScreen } from './components/agent-rebate-screen.tsx';
