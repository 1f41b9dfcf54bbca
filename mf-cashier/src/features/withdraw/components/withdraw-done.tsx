import { formatMoney } from '@wl/kit';
import { paths } from '../../../paths.ts';
import { ActionButton, ActionLink } from '../../../components/action/action.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import type { Withdrawal } from '../api/withdraw-api.ts';

/** A withdrawal just requested: held from the balance at once, paid out later. */
export function WithdrawDone({ withdrawal, onAgain }: { withdrawal: Withdrawal & { balance: number }; onAgain: () => void }) {
  const { t } = useCashierT();
  return (
    <Notice
      tone="pending"
      live="status"
      focusOnArrival
      title={t('withdraw.done_title')}
      text={
        <>
          <p>
            {t('withdraw.done_text', {
              amount: formatMoney(withdrawal.amount),
              account: `${withdrawal.channelName} ${withdrawal.maskedNumber}`,
              order: withdrawal.orderNo,
            })}
          </p>
          <p>{t('withdraw.done_balance', { balance: formatMoney(withdrawal.balance) })}</p>
        </>
      }
    >
      <ActionLink to={paths.withdrawRecord}>{t('withdraw.see_records')}</ActionLink>
      <ActionButton variant="plain" onClick={onAgain}>
        {t('withdraw.again')}
      </ActionButton>
    </Notice>
  );
}
