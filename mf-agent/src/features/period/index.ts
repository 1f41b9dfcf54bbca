export { PERIODS, type Period, usePeriod } from './use-period.tsx';
