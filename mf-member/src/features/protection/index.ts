export { AccountActivityScreen } from './components/account-activity-screen.tsx';
export { ResponsibleGamingScreen } from './components/responsible-gaming-screen.tsx';
