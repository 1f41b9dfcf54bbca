export { daysSince, formatAmount, formatBalance, formatDate, formatDateRange, toDate } from './format.ts';
export type { DateFormat, DateInput } from './format.ts';
