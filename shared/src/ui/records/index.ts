export { earliestDay, MAX_RANGE_DAYS, presetRange, RANGE_PRESETS, rangeProblem } from './date-range.ts';
export type { DateRange, RangePreset, RangeProblem } from './date-range.ts';
export type { DateRangePickerProps } from './date-range-picker.tsx';
export { RecordFields, StatusBadge } from './record-fields.tsx';
export type { RecordField, StatusTone } from './record-fields.tsx';
export { DateRangePicker, RecordsList } from './records-lazy.tsx';
export type { RecordsListProps, RecordsPage, RecordsQuery } from './records-list.tsx';
export { FilterSelect } from './filter-select.tsx';
export type { FilterOption, FilterSelectProps } from './filter-select.tsx';
