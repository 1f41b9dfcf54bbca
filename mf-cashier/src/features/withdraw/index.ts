// The withdraw feature: /m/withdraw.
export { WithdrawScreen } from './components/withdraw-screen.tsx';
export { preloadWithdraw } from './api/withdraw-api.ts';
