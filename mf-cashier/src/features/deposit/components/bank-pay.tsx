import { formatMoney } from '@wl/kit';
import { paisaText, toPaisa } from '../../../lib/money.ts';
import { TextField } from '@wl/kit/forms';
import { CopyRow } from '../../../components/copy-button/copy-button.tsx';
import { type CashierKey, useCashierT } from '../../../i18n/cashier.i18n.ts';
import { useFocusOnArrival } from '../../../lib/use-focus-on-arrival.ts';
import type { Deposit, DepositChannel } from '../api/deposit-types.ts';
import * as v from 'valibot';
import { said } from '../../../lib/form-rules.ts';
import { useConfirmDeposit } from '../hooks/use-confirm-deposit.ts';
import { payerNameProblem, type ProofProblem } from '../model/channel-rules.ts';
import layout from '../../../components/screen/screen.module.css';
import styles from './deposit.module.css';
import { PaymentWindow } from './payment-window.tsx';
import { ProofForm, useProofForm } from './proof-form.tsx';

const PAYER_NAME_TEXT = {
  required: 'deposit.payer_name_required',
  format: 'deposit.payer_name_format',
} as const satisfies Record<ProofProblem, CashierKey>;

/**
 * A bank transfer: the merchant's account (name and number to copy), the reference to write in the
 * transfer, the time left, then the name of the account the player paid from.
 */
export function BankPay({ deposit, channel, onExpire }: { deposit: Deposit; channel: DepositChannel; onExpire: () => void }) {
  const { t } = useCashierT();
  // the payment step replaced the form whose button was pressed
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  const confirm = useConfirmDeposit();
  const account = deposit.payTo && 'accountNumber' in deposit.payTo ? deposit.payTo : null;
  const proof = useProofForm({
    draftId: `cashier.deposit.proof.${deposit.id}`,
    fields: {
      payerName: v.pipe(
        said((name) => {
          const problem = payerNameProblem(name);
          return problem ? t(PAYER_NAME_TEXT[problem]) : null;
        }),
        v.transform((name) => name.trim().replace(/\s+/g, ' ')),
      ),
    },
    send: ({ payerName }) => confirm.mutate({ depositId: deposit.id, payerName }),
  });

  return (
    <div className={styles.step}>
      <PaymentWindow expiresAt={deposit.expiresAt} onExpire={onExpire} />
      <section className={`${layout.surface} ${styles.card} wl-stack`} aria-labelledby={`pay-${deposit.id}`}>
        <h2 id={`pay-${deposit.id}`} className={styles.cardTitle} ref={heading} tabIndex={-1}>
          {t('deposit.bank_pay_title', { bank: account?.bankName ?? deposit.bankName ?? channel.name })}
        </h2>
        <p className={layout.muted}>{channel.instructions}</p>
        {account ? (
          <>
            <CopyRow label={t('deposit.account_name')} value={account.accountName} copyWhat={t('deposit.copy_account_name')} />
            <CopyRow label={t('deposit.account_number')} value={account.accountNumber} copyWhat={t('deposit.copy_account_number')} />
            <p className={layout.muted}>{t('deposit.branch', { branch: account.branch })}</p>
          </>
        ) : null}
        <CopyRow
          label={t('deposit.send_amount')}
          value={paisaText(toPaisa(deposit.amount))}
          shown={formatMoney(deposit.amount)}
          copyWhat={t('deposit.copy_amount')}
        />
        <CopyRow label={t('deposit.reference')} value={deposit.reference} copyWhat={t('deposit.copy_reference')} />
        <p className={styles.reference}>{t('deposit.reference_hint')}</p>
      </section>
      <ProofForm proof={proof} pending={confirm.isPending}>
        <TextField name="payerName" label={t('deposit.payer_name')} autoComplete="name" hint={t('deposit.payer_name_hint')} />
      </ProofForm>
    </div>
  );
}
