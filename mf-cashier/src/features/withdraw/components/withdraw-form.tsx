import { MoneyOutForm } from '../../../components/money-out/money-out-form.tsx';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import type { AmountLimits } from '../../../lib/money.ts';
import type { Withdrawal } from '../api/withdraw-api.ts';
import { useWithdraw } from '../hooks/use-withdraw.ts';

interface Props {
  limits: AmountLimits;
  /** the chosen payout account, or null (the form says so on submit) */
  accountId: number | null;
  onNoAccount: () => void;
  onDone: (withdrawal: Withdrawal & { balance: number }) => void;
}

/** Amount (not above the withdrawable balance, within the limits) and the withdrawal password. */
export function WithdrawForm({ limits, accountId, onNoAccount, onDone }: Props) {
  const { t } = useCashierT();
  const withdraw = useWithdraw();
  return (
    <MoneyOutForm
      draftId="cashier.withdraw"
      limits={limits}
      beforeSend={() => {
        if (accountId === null) onNoAccount();
        return accountId !== null;
      }}
      send={(amountPaisa, pin) => withdraw.mutate({ amountPaisa, accountId: accountId!, pin })}
      onDone={onDone}
      pending={withdraw.isPending}
      submitText={(amount) => (amount ? t('withdraw.submit_amount', { amount }) : t('withdraw.submit'))}
    />
  );
}
