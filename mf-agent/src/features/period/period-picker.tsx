import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '@wl/shared';
import '../../i18n/common.i18n.ts';
import { presetRange } from '@wl/shared';
import { day, PERIODS, type Period, periodRange, rangeProblem } from './period.ts';
import styles from './period-picker.module.css';

const MAX_DAYS = 90;

export interface PeriodPickerProps {
  period: Period;
  range: DateRange;
  onChange: (period: Period, range: DateRange) => void;
  now?: () => Date;
}

/** Today, yesterday, this week, this month, last 30 days, or two dates within the last 90 days (the records kit's rule). */
export function PeriodPicker({ period, range, onChange, now = () => new Date() }: PeriodPickerProps) {
  const { t } = useTranslation('agent');
  const { t: ui } = useTranslation();
  const id = useId();
  // what the agent is typing; it reaches the screen only once it makes a valid range
  const [draft, setDraft] = useState<DateRange>(range);
  const problem = period === 'custom' ? rangeProblem(draft, now()) : null;
  // the platform's calendar day, as the records kit counts days (its rangeProblem checks the same bounds)
  const [y, m, d] = presetRange('today', now()).from.split('-').map(Number);
  const today = new Date(y!, m! - 1, d!);
  const earliest = day(new Date(today.getFullYear(), today.getMonth(), today.getDate() - (MAX_DAYS - 1)));

  const pick = (next: Period) => {
    const nextRange = next === 'custom' ? range : periodRange(next, now());
    setDraft(nextRange);
    onChange(next, nextRange);
  };
  const edit = (part: keyof DateRange, value: string) => {
    const next = { ...draft, [part]: value };
    setDraft(next);
    if (!rangeProblem(next, now())) onChange('custom', next);
  };
  const invalid = problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {};

  return (
    <fieldset className={styles.range}>
      <legend className={styles.legend}>{ui('ui.records.period')}</legend>
      <div className={styles.chips}>
        {PERIODS.map((value) => (
          <label key={value} className={styles.chip}>
            <input type="radio" name={`${id}-period`} value={value} checked={period === value} onChange={() => pick(value)} />
            <span>{t(`period.${value}`)}</span>
          </label>
        ))}
      </div>
      {period === 'custom' ? (
        <div className={styles.custom}>
          <label className={styles.dateField}>
            <span>{ui('ui.records.from')}</span>
            <input
              type="date"
              value={draft.from}
              min={earliest}
              max={day(today)}
              onChange={(e) => edit('from', e.target.value)}
              {...invalid}
            />
          </label>
          <label className={styles.dateField}>
            <span>{ui('ui.records.to')}</span>
            <input type="date" value={draft.to} min={earliest} max={day(today)} onChange={(e) => edit('to', e.target.value)} {...invalid} />
          </label>
          {problem ? (
            <p id={`${id}-problem`} role="alert" className={styles.problem}>
              {ui(`ui.records.${problem}`)}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
