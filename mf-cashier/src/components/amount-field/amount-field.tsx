import { AmountField as KitAmountField } from '@wl/shared/forms';
import type { Control, FieldValues } from 'react-hook-form';
import { useCashierT } from '../../i18n/cashier.i18n.ts';
import type { CashierFieldCheck } from '../../lib/use-cashier-form.ts';
import { paisaMoney, useCurrencySymbol } from '../../lib/currency.ts';
import { type AmountLimits, checkAmount, paisaInput, TYPING_PROBLEMS } from '../../lib/money.ts';

export interface AmountFieldProps {
  control: Control<FieldValues>;
  limits: AmountLimits;
  /** the channel's quick amounts, in paisa */
  quickAmounts?: number[];
  label?: string;
  disabled?: boolean;
}

/** The amount a player types (digits, at most 2 decimals), its limits, its problem, and quick amounts that fill it. */
export function AmountField({ control, limits, quickAmounts = [], label, disabled }: AmountFieldProps) {
  const { t } = useCashierT();
  const symbol = useCurrencySymbol();
  return (
    <KitAmountField
      control={control}
      name="amount"
      label={label ?? t('amount.label')}
      symbol={symbol}
      disabled={disabled}
      placeholder={t('amount.placeholder')}
      hint={t('amount.limits', limitFigures(limits))}
      quick={quickAmounts.map((paisa) => ({ value: paisaInput(paisa), label: paisaMoney(paisa) }))}
      quickLabel={t('amount.quick')}
    />
  );
}

/** The amount's check: format problems show as typed, the others once the field is left or the form sent. */
export function useAmountCheck(limits: AmountLimits): CashierFieldCheck {
  const { t } = useCashierT();
  return {
    check: (value) => {
      const result = checkAmount(value, limits);
      return result.ok ? null : t(`amount.${result.problem}`, limitFigures(limits));
    },
    early: (value) => {
      const result = checkAmount(value, limits);
      return !result.ok && value.trim() !== '' && TYPING_PROBLEMS.includes(result.problem) ? 'typing' : 'left';
    },
  };
}

/** What a problem says, for places that show it outside the field. */
export function useAmountProblemText(limits: AmountLimits | undefined) {
  const { t } = useCashierT();
  return (problem: string) => t(`amount.${problem}`, limitFigures(limits));
}

const limitFigures = (limits: AmountLimits | undefined) => ({
  min: paisaMoney(limits?.min ?? 0),
  max: paisaMoney(limits?.max ?? 0),
  balance: paisaMoney(limits?.balance ?? 0),
});
