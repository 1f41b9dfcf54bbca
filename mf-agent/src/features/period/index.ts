export { usePeriod } from './use-period.tsx';
