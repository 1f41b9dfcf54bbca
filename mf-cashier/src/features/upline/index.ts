// Transfer to upline: /m/upLine/transfer.
export { UplineScreen } from './components/upline-screen.tsx';
