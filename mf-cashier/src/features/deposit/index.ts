// The deposit feature: /m/voucherCenter.
export { DepositScreen } from './components/deposit-screen.tsx';
export { preloadDeposit } from './api/deposit-api.ts';
