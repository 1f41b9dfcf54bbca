export { TeamBettingScreen } from './components/team-betting-screen.tsx';
export { TeamRebateScreen } from './components/team-rebate-screen.tsx';
