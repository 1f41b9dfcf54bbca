import { formatMoney } from '@wl/shared';
import { paisaText, toPaisa } from '../../../lib/money.ts';
import { useRef, useState, type FormEvent } from 'react';
import { CopyRow } from '../../../components/copy-button/copy-button.tsx';
import { TextField } from '../../../components/field/text-field.tsx';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import { useFocusOnArrival } from '../../../lib/use-focus-on-arrival.ts';
import { useDraft } from '@wl/shared';
import { submitProblem, type SubmitProblem } from '../../../lib/errors.ts';
import type { Deposit, DepositChannel } from '../api/deposit-types.ts';
import { useConfirmDeposit } from '../hooks/use-confirm-deposit.ts';
import { payerNameProblem } from '../model/channel-rules.ts';
import layout from '../../../components/screen/screen.module.css';
import styles from './deposit.module.css';
import { PaymentWindow } from './payment-window.tsx';
import { ProofForm } from './proof-form.tsx';

const EMPTY = { payerName: '' };

/**
 * A bank transfer: the merchant's account (name and number to copy), the reference to write in the
 * transfer, the time left, then the name of the account the player paid from.
 */
export function BankPay({ deposit, channel, onExpire }: { deposit: Deposit; channel: DepositChannel; onExpire: () => void }) {
  const { t } = useCashierT();
  // the payment step replaced the form whose button was pressed
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  const [draft, setDraft] = useDraft(`cashier.deposit.proof.${deposit.id}`, EMPTY);
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<SubmitProblem | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const confirm = useConfirmDeposit();
  const account = deposit.payTo && 'accountNumber' in deposit.payTo ? deposit.payTo : null;
  const issue = checked ? payerNameProblem(draft.payerName) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setRefusal(null);
    if (payerNameProblem(draft.payerName)) {
      nameRef.current?.focus();
      return;
    }
    try {
      await confirm.mutate({ depositId: deposit.id, payerName: draft.payerName.trim().replace(/\s+/g, ' ') });
    } catch (error) {
      const problem = submitProblem(error, t);
      setRefusal(problem);
      if (problem.field === 'payerName') nameRef.current?.focus();
    }
  };

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
      <ProofForm onSubmit={submit} refusal={refusal} pending={confirm.isPending}>
        <TextField
          name="payerName"
          label={t('deposit.payer_name')}
          value={draft.payerName}
          onValueChange={(payerName) => setDraft({ payerName })}
          inputRef={nameRef}
          autoComplete="name"
          hint={t('deposit.payer_name_hint')}
          error={issue ? t(`deposit.payer_name_${issue}`) : refusal?.field === 'payerName' ? refusal.message : null}
        />
      </ProofForm>
    </div>
  );
}
