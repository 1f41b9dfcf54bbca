export { TeamBettingScreen, TeamRebateScreen } from './components/team-lists.tsx';
