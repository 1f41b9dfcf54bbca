export { TeamKpiScreen } from './components/team-kpi-screen.tsx';
