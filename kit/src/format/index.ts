export { languageDigits, latinDigits } from './digits.ts';
export { daysSince, formatDate, formatDateRange, formatDuration } from './dates.ts';
export type { DateInput, DateKind } from './dates.ts';
export { formatCount, formatDecimal, formatMoney, formatPercent } from './numbers.ts';
export type { NumberInput } from './numbers.ts';
export { PLATFORM_TIME_ZONE, platformTime, platformToday } from './time-zone.ts';
export type { WallTime } from './time-zone.ts';
