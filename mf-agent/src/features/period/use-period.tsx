import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, DateRangePicker, presetRange } from '@wl/kit';
import '../../i18n/common.i18n.ts';

/** The agency centre's periods: the records kit's days plus the calendar week and month so far. */
const PERIODS = ['today', 'yesterday', 'this_week', 'this_month', 'last30', 'custom'] as const;
export type Period = (typeof PERIODS)[number];
const PERIOD_TEXT = {
  today: 'period.today',
  yesterday: 'period.yesterday',
  this_week: 'period.this_week',
  this_month: 'period.this_month',
  last30: 'period.last30',
  custom: 'period.custom',
} as const satisfies Record<Period, ParseKeys<'agent'>>;

/**
 * A report screen's period: the range it asks for, and the records kit's picker offering the agency
 * centre's periods in its words. `onPick` runs on every new range (a paged screen goes back to page 1).
 */
export function usePeriod(initial: Period, now: () => Date, onPick?: () => void) {
  const { t } = useTranslation('agent');
  const [period, setPeriod] = useState<Period>(initial);
  const [range, setRange] = useState<DateRange>(() => presetRange(initial, now()));
  const picker = (
    <DateRangePicker<Period>
      presets={PERIODS}
      presetLabel={(value) => t(PERIOD_TEXT[value])}
      preset={period}
      range={range}
      now={now}
      onChange={(nextPeriod, nextRange) => {
        setPeriod(nextPeriod);
        setRange(nextRange);
        onPick?.();
      }}
    />
  );
  return { range, picker };
}
