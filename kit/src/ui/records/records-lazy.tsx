import { lazy, Suspense } from 'react';
import type { RangePreset } from './date-range.ts';
import type { DateRangePickerProps } from './date-range-picker.tsx';
import type { RecordsListProps, RecordsPage } from './records-list.tsx';

// The list and the date picker load with the first record screen, not with every page: @wl/kit is
// loaded whole on the first screen, and home shows no records. One chunk, named: the server's HTML preloads it for a
// page whose code renders it (decision 070; SHELL_KITS in @wl/build names it).
const LazyRecordsList = lazy(() =>
  import(/* webpackChunkName: "records-kit" */ './records-list.tsx').then((m) => ({ default: m.RecordsList })),
);
const LazyDateRangePicker = lazy(() =>
  import(/* webpackChunkName: "records-kit" */ './date-range-picker.tsx').then((m) => ({ default: m.DateRangePicker })),
);

/** Space of the list's filters and first rows while its code arrives, so nothing below it jumps. */
const listSpace = { minHeight: 360 };

export function RecordsList<T, P extends RecordsPage<T>>(props: RecordsListProps<T, P>) {
  return (
    <Suspense fallback={<div style={listSpace} aria-busy="true" />}>
      <LazyRecordsList {...(props as unknown as RecordsListProps<unknown, RecordsPage<unknown>>)} />
    </Suspense>
  );
}

export function DateRangePicker<P extends RangePreset = RangePreset>(props: DateRangePickerProps<P>) {
  return (
    <Suspense fallback={<div style={{ minHeight: 64 }} aria-busy="true" />}>
      <LazyDateRangePicker {...(props as unknown as DateRangePickerProps)} />
    </Suspense>
  );
}
