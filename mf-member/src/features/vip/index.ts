export { VipScreen } from './components/vip-screen.tsx';
