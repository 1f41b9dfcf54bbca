import type { Ref } from 'react';
import { paisaMoney, useCurrencySymbol } from '../../lib/currency.ts';
import { type AmountLimits, type AmountProblem, paisaInput } from '../../lib/money.ts';
import { useCashierT } from '../../i18n/cashier.i18n.ts';
import { TextField } from '../field/text-field.tsx';
import styles from './amount-field.module.css';

export interface AmountFieldProps {
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  problem: AmountProblem | null;
  limits: AmountLimits;
  /** the channel's quick amounts, in paisa */
  quickAmounts?: number[];
  label?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/** The amount a player types (digits, at most 2 decimals), its limits, its problem, and quick amounts that fill it. */
export function AmountField({ value, onChange, onBlur, problem, limits, quickAmounts = [], label, inputRef, disabled }: AmountFieldProps) {
  const { t } = useCashierT();
  const symbol = useCurrencySymbol();
  const figures = limitFigures(limits);
  return (
    <div className={styles.amount}>
      <TextField
        name="amount"
        label={label ?? t('amount.label')}
        value={value}
        onValueChange={onChange}
        onBlur={onBlur}
        inputRef={inputRef}
        disabled={disabled}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        placeholder={t('amount.placeholder')}
        hint={t('amount.limits', figures)}
        error={problem ? t(`amount.${problem}`, figures) : null}
        end={
          <span className={styles.symbol} aria-hidden="true">
            {symbol}
          </span>
        }
      />
      {quickAmounts.length > 0 ? (
        <fieldset className={`${styles.quick} wl-bare-fieldset`}>
          <legend className="wl-legend">{t('amount.quick')}</legend>
          {quickAmounts.map((paisa) => {
            const text = paisaInput(paisa);
            return (
              <button
                key={paisa}
                type="button"
                className={`${styles.chip} wl-control`}
                aria-pressed={value.trim() === text}
                disabled={disabled}
                onClick={() => onChange(text)}
              >
                {paisaMoney(paisa)}
              </button>
            );
          })}
        </fieldset>
      ) : null}
    </div>
  );
}

/** What a problem says, for places that show it outside the field. */
export function useAmountProblemText(limits: AmountLimits | undefined) {
  const { t } = useCashierT();
  return (problem: AmountProblem) => t(`amount.${problem}`, limitFigures(limits));
}

const limitFigures = (limits: AmountLimits | undefined) => ({
  min: paisaMoney(limits?.min ?? 0),
  max: paisaMoney(limits?.max ?? 0),
  balance: paisaMoney(limits?.balance ?? 0),
});
