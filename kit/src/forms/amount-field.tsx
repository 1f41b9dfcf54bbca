import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import styles from './amount-field.module.css';
import { TextField, type TextFieldProps } from './text-field.tsx';

export interface QuickAmount {
  /** what the field is filled with */
  value: string;
  /** what the chip shows (the formatted money) */
  label: string;
}

export type AmountFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'end'> & {
  /** the currency symbol after the figure */
  symbol: string;
  /** chips that fill the field */
  quick?: readonly QuickAmount[];
  /** the chips' group name */
  quickLabel?: ReactNode;
};

/** An amount of money (digits, decimals), its standing limits as a hint, and quick amounts that fill it. */
export function AmountField({ symbol, quick = [], quickLabel, ...props }: AmountFieldProps) {
  const { field } = useController({ name: props.name, control: props.control });
  const current = String(field.value ?? '').trim();
  return (
    <div className={styles.amount}>
      <TextField
        autoComplete="off"
        enterKeyHint="done"
        {...props}
        type="text"
        inputMode="decimal"
        end={
          <span className={styles.symbol} aria-hidden="true">
            {symbol}
          </span>
        }
      />
      {quick.length > 0 ? (
        <fieldset className={`${styles.quick} wl-bare-fieldset`}>
          {quickLabel ? <legend className="wl-legend">{quickLabel}</legend> : null}
          {quick.map((q) => (
            <button
              key={q.value}
              type="button"
              className={`${styles.chip} wl-control`}
              aria-pressed={current === q.value}
              disabled={props.disabled}
              onClick={() => field.onChange(q.value)}
            >
              {q.label}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
