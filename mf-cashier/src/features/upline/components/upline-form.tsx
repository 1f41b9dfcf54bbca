import { confirmDialog } from '@wl/kit';
import { MoneyOutForm } from '../../../components/money-out/money-out-form.tsx';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import { paisaMoney } from '../../../lib/currency.ts';
import { toPaisa } from '../../../lib/money.ts';
import { type UplineInfo, type UplineTransfer, uplineName } from '../api/upline-api.ts';
import { useUplineTransfer } from '../hooks/use-upline-transfer.ts';

/** Amount and withdrawal password, a confirmation naming the upline and the amount, then the transfer. */
export function UplineForm({ info, onDone }: { info: UplineInfo; onDone: (transfer: UplineTransfer) => void }) {
  const { t } = useCashierT();
  const money = paisaMoney;
  const transfer = useUplineTransfer();
  return (
    <MoneyOutForm
      draftId="cashier.upline"
      limits={{ min: toPaisa(info.min), max: toPaisa(info.max), balance: toPaisa(info.balance) }}
      beforeSend={(paisa) =>
        confirmDialog({
          title: t('upline.confirm_title'),
          message: t('upline.confirm_text', { amount: money(paisa), upline: uplineName(info.upline) }),
          confirmText: t('upline.confirm_yes'),
        })
      }
      send={(amountPaisa, pin) => transfer.mutate({ amountPaisa, pin })}
      onDone={onDone}
      pending={transfer.isPending}
      submitText={(amount) => (amount ? t('upline.submit_amount', { amount }) : t('upline.submit'))}
    />
  );
}
