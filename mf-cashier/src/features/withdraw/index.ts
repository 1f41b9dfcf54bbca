// The withdraw feature: /m/withdraw.
export { WithdrawScreen } from './components/withdraw-screen.tsx';
