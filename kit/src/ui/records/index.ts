export { presetRange } from './date-range.ts';
export { openingRecords } from './opening-records.ts';
export type { OpeningRecords } from './opening-records.ts';
export type { DateRange } from './date-range.ts';
export { RecordFields, StatusBadge } from './record-fields.tsx';
export type { StatusTone } from './record-fields.tsx';
export { DateRangePicker, RecordsList } from './records-lazy.tsx';
export type { RecordsPage, RecordsQuery } from './records-list.tsx';
export { FilterSelect } from './filter-select.tsx';
