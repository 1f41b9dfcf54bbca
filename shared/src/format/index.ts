export { daysSince, formatAmount, formatBalance, formatDate, formatDateRange, maskBalance, toDate } from './format.ts';
export type { DateFormat, DateInput } from './format.ts';
