import { AmountField as KitAmountField } from '@wl/kit/forms';
import { type CashierKey, useCashierT } from '../../i18n/cashier.i18n.ts';
import { paisaAmount } from '../../lib/form-rules.ts';
import { paisaMoney, useCurrencySymbol } from '../../lib/currency.ts';
import { type AmountLimits, type AmountProblem, paisaInput } from '../../lib/money.ts';

export interface AmountFieldProps {
  limits: AmountLimits;
  /** the channel's quick amounts, in paisa */
  quickAmounts?: number[];
  label?: string;
  disabled?: boolean;
}

/** The amount a player types (digits, at most 2 decimals), its limits, its problem, and quick amounts that fill it. */
export function AmountField({ limits, quickAmounts = [], label, disabled }: AmountFieldProps) {
  const { t } = useCashierT();
  const symbol = useCurrencySymbol();
  return (
    <KitAmountField
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

/** The amount's rule: parsed to paisa within the limits, its problem said with the limits' figures. */
export function useAmountRule(limits: AmountLimits) {
  return paisaAmount(limits, useAmountProblemText(limits));
}

const PROBLEM_TEXT = {
  required: 'amount.required',
  not_numeric: 'amount.not_numeric',
  negative: 'amount.negative',
  too_many_decimals: 'amount.too_many_decimals',
  zero: 'amount.zero',
  below_min: 'amount.below_min',
  above_max: 'amount.above_max',
  over_balance: 'amount.over_balance',
} as const satisfies Record<AmountProblem, CashierKey>;

/** What a problem says, for places that show it outside the field. */
export function useAmountProblemText(limits: AmountLimits | undefined) {
  const { t } = useCashierT();
  return (problem: AmountProblem) => t(PROBLEM_TEXT[problem], limitFigures(limits));
}

const limitFigures = (limits: AmountLimits | undefined) => ({
  min: paisaMoney(limits?.min ?? 0),
  max: paisaMoney(limits?.max ?? 0),
  balance: paisaMoney(limits?.balance ?? 0),
});
