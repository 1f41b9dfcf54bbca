import { useId, useState } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { serverNow } from '../../http/server-clock.ts';
import {
  earliestDay,
  isoDay,
  platformDay,
  presetRange,
  RANGE_PRESETS,
  rangeProblem,
  type DateRange,
  type RangePreset,
  type RangeProblem,
} from './date-range.ts';
import fieldStyles from './field.module.css';
import styles from './records.module.css';

export interface DateRangePickerProps<P extends RangePreset = RangePreset> {
  preset: P;
  range: DateRange;
  /** called with a preset's range at once, and with a custom range once it is valid */
  onChange: (preset: P, range: DateRange) => void;
  now?: () => Date;
  /** the chips offered, in order (a report screen may add this_week and this_month); the records kit's by default */
  presets?: readonly P[];
  /** a chip's text: required with presets beyond the records kit's, which has texts for its own only */
  presetLabel?: (preset: P) => string;
}

// the texts by value: the typecheck holds every key, and a new preset or problem must name its own
const PRESET_TEXT = {
  today: 'ui.records.preset_today',
  yesterday: 'ui.records.preset_yesterday',
  last7: 'ui.records.preset_last7',
  last30: 'ui.records.preset_last30',
  custom: 'ui.records.preset_custom',
} as const satisfies Record<(typeof RANGE_PRESETS)[number], ParseKeys>;
const PART_TEXT = { from: 'ui.records.from', to: 'ui.records.to' } as const satisfies Record<keyof DateRange, ParseKeys>;
const PROBLEM_TEXT = {
  range_incomplete: 'ui.records.range_incomplete',
  range_order: 'ui.records.range_order',
  range_future: 'ui.records.range_future',
  range_too_old: 'ui.records.range_too_old',
} as const satisfies Record<RangeProblem, ParseKeys>;

/** Today, yesterday, last 7 days, last 30 days, or two dates within the last 90 days (or the presets a screen names). */
export function DateRangePicker<P extends RangePreset = RangePreset>(props: DateRangePickerProps<P>) {
  const { preset, range, onChange, now = () => new Date(serverNow()) } = props;
  const { t } = useTranslation();
  const presets = props.presets ?? (RANGE_PRESETS as readonly RangePreset[] as readonly P[]);
  const label = props.presetLabel ?? ((value: P) => t(PRESET_TEXT[value as (typeof RANGE_PRESETS)[number]]));
  const id = useId();
  // what the member is typing; it reaches the list only when it makes a valid range
  const [draft, setDraft] = useState<DateRange>(range);
  const problem = preset === 'custom' ? rangeProblem(draft, now()) : null;

  const pick = (next: P) => {
    const nextRange = next === 'custom' ? range : presetRange(next, now());
    setDraft(nextRange);
    onChange(next, nextRange);
  };
  const edit = (part: keyof DateRange, value: string) => {
    const next = { ...draft, [part]: value };
    setDraft(next);
    // only a picker that offers 'custom' shows the date inputs, so 'custom' is one of its presets
    if (!rangeProblem(next, now())) onChange('custom' as P, next);
  };
  const invalid = problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {};
  const bounds = { min: earliestDay(now()), max: isoDay(platformDay(now())) };

  return (
    <fieldset className={`${styles.range} wl-bare-fieldset`}>
      <legend className="wl-legend">{t('ui.records.period')}</legend>
      <div className={styles.chips}>
        {presets.map((value) => (
          <label key={value} className={styles.chip}>
            <input type="radio" name={`${id}-preset`} value={value} checked={preset === value} onChange={() => pick(value)} />
            <span>{label(value)}</span>
          </label>
        ))}
      </div>
      {preset === 'custom' ? (
        <div className={styles.custom}>
          {(['from', 'to'] as const).map((part) => (
            <label key={part} className={fieldStyles.field}>
              <span>{t(PART_TEXT[part])}</span>
              <input
                type="date"
                className="wl-control"
                value={draft[part]}
                {...bounds}
                onChange={(e) => edit(part, e.target.value)}
                {...invalid}
              />
            </label>
          ))}
          {problem ? (
            <p id={`${id}-problem`} role="alert" className={styles.problem}>
              {t(PROBLEM_TEXT[problem])}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
