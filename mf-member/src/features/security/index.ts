export { SecurityScreen } from './components/security-screen.tsx';
