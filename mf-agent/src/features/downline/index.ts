export { DownlineScreen } from './components/downline-screen.tsx';
