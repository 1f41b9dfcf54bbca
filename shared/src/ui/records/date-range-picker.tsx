import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  earliestDay,
  isoDay,
  platformDay,
  presetRange,
  RANGE_PRESETS,
  rangeProblem,
  type DateRange,
  type RangePreset,
} from './date-range.ts';
import styles from './records.module.css';

export interface DateRangePickerProps {
  preset: RangePreset;
  range: DateRange;
  /** called with a preset's range at once, and with a custom range once it is valid */
  onChange: (preset: RangePreset, range: DateRange) => void;
  now?: () => Date;
}

/** Today, yesterday, last 7 days, last 30 days, or two dates within the last 90 days. */
export function DateRangePicker({ preset, range, onChange, now = () => new Date() }: DateRangePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  // what the member is typing; it reaches the list only when it makes a valid range
  const [draft, setDraft] = useState<DateRange>(range);
  const problem = preset === 'custom' ? rangeProblem(draft, now()) : null;

  const pick = (next: RangePreset) => {
    const nextRange = next === 'custom' ? range : presetRange(next, now());
    setDraft(nextRange);
    onChange(next, nextRange);
  };
  const edit = (part: keyof DateRange, value: string) => {
    const next = { ...draft, [part]: value };
    setDraft(next);
    if (!rangeProblem(next, now())) onChange('custom', next);
  };

  return (
    <fieldset className={styles.range}>
      <legend className={styles.legend}>{t('ui.records.period')}</legend>
      <div className={styles.chips}>
        {RANGE_PRESETS.map((value) => (
          <label key={value} className={styles.chip}>
            <input type="radio" name={`${id}-preset`} value={value} checked={preset === value} onChange={() => pick(value)} />
            <span>{t(`ui.records.preset_${value}`)}</span>
          </label>
        ))}
      </div>
      {preset === 'custom' ? (
        <div className={styles.custom}>
          <label className={styles.dateField}>
            <span>{t('ui.records.from')}</span>
            <input
              type="date"
              value={draft.from}
              min={earliestDay(now())}
              max={isoDay(platformDay(now()))}
              onChange={(e) => edit('from', e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
            />
          </label>
          <label className={styles.dateField}>
            <span>{t('ui.records.to')}</span>
            <input
              type="date"
              value={draft.to}
              min={earliestDay(now())}
              max={isoDay(platformDay(now()))}
              onChange={(e) => edit('to', e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
            />
          </label>
          {problem ? (
            <p id={`${id}-problem`} role="alert" className={styles.problem}>
              {t(`ui.records.${problem}`)}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
