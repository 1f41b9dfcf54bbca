export { groupThousands, languageDigits, latinDigits } from './digits.ts';
export { daysSince, formatDate, formatDateRange, formatDuration, instantOfValue, wallTimeOf } from './dates.ts';
export type { DateInput, DateKind } from './dates.ts';
export { formatCount, formatDecimal, formatMoney, formatPercent, toNumber } from './numbers.ts';
export type { NumberInput } from './numbers.ts';
export { PLATFORM_TIME_ZONE, instantOf, platformTime, platformToday, platformZone, wallTimeAt } from './time-zone.ts';
export type { WallTime } from './time-zone.ts';
