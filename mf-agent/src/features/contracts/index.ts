export { ContractScreen } from './components/contract-screen.tsx';
