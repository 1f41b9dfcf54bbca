export { PERIODS, type Period, periodRange } from './period.ts';
export { PeriodPicker } from './period-picker.tsx';
