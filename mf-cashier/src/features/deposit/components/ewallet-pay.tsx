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
import { normalizeTrxId, normalizeWalletNumber, senderExample, senderProblem, trxIdProblem } from '../model/channel-rules.ts';
import layout from '../../../components/screen/screen.module.css';
import styles from './deposit.module.css';
import { PaymentWindow } from './payment-window.tsx';
import { ProofForm } from './proof-form.tsx';

const EMPTY = { senderNumber: '', trxId: '' };

/**
 * A manual e-wallet payment: where to send and how much (with copy buttons), the time left, then the
 * player's sending number and the TrxID of the wallet's SMS, each checked by the channel's format.
 */
export function EwalletPay({ deposit, channel, onExpire }: { deposit: Deposit; channel: DepositChannel; onExpire: () => void }) {
  const { t } = useCashierT();
  // the payment step replaced the form whose button was pressed
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  const [draft, setDraft] = useDraft(`cashier.deposit.proof.${deposit.id}`, EMPTY);
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<SubmitProblem | null>(null);
  const senderRef = useRef<HTMLInputElement>(null);
  const trxRef = useRef<HTMLInputElement>(null);
  const confirm = useConfirmDeposit();
  const payTo = deposit.payTo && 'receivingNumber' in deposit.payTo ? deposit.payTo : null;
  const example = { example: channel.trxIdExample ?? '', channel: channel.name };
  const senderIssue = checked ? senderProblem(channel, draft.senderNumber) : null;
  const trxIssue = checked ? trxIdProblem(channel, draft.trxId) : null;
  const serverField = (field: string) => (refusal?.field === field ? refusal.message : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setRefusal(null);
    const sender = senderProblem(channel, draft.senderNumber);
    const trx = trxIdProblem(channel, draft.trxId);
    if (sender || trx) {
      (sender ? senderRef : trxRef).current?.focus();
      return;
    }
    try {
      await confirm.mutate({
        depositId: deposit.id,
        senderNumber: normalizeWalletNumber(draft.senderNumber),
        trxId: normalizeTrxId(draft.trxId),
      });
    } catch (error) {
      const problem = submitProblem(error, t, example);
      setRefusal(problem);
      if (problem.field === 'senderNumber') senderRef.current?.focus();
      if (problem.field === 'trxId') trxRef.current?.focus();
    }
  };

  const account = t(payTo?.accountType === 'agent' ? 'deposit.receiving_agent' : 'deposit.receiving_personal', { channel: channel.name });
  return (
    <div className={styles.step}>
      <PaymentWindow expiresAt={deposit.expiresAt} onExpire={onExpire} />
      <section className={`${layout.surface} ${styles.card} wl-stack`} aria-labelledby={`pay-${deposit.id}`}>
        <h2 id={`pay-${deposit.id}`} className={styles.cardTitle} ref={heading} tabIndex={-1}>
          {t('deposit.pay_title', { channel: channel.name })}
        </h2>
        <p className={layout.muted}>{channel.instructions}</p>
        {payTo ? <CopyRow label={account} value={payTo.receivingNumber} copyWhat={t('deposit.copy_number')} /> : null}
        <CopyRow
          label={t('deposit.send_amount')}
          value={paisaText(toPaisa(deposit.amount))}
          shown={formatMoney(deposit.amount)}
          copyWhat={t('deposit.copy_amount')}
        />
        <p className={layout.muted}>{t('deposit.send_exact', { amount: formatMoney(deposit.amount) })}</p>
      </section>
      <ProofForm onSubmit={submit} refusal={refusal} pending={confirm.isPending}>
        <TextField
          name="senderNumber"
          label={t('deposit.sender_number', { channel: channel.name })}
          value={draft.senderNumber}
          onValueChange={(senderNumber) => setDraft({ senderNumber })}
          inputRef={senderRef}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={senderExample(channel)}
          error={senderIssue ? t(`deposit.sender_${senderIssue}`, { example: senderExample(channel) }) : serverField('senderNumber')}
        />
        <TextField
          name="trxId"
          label={t('deposit.trx_id')}
          value={draft.trxId}
          onValueChange={(trxId) => setDraft({ trxId })}
          inputRef={trxRef}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={channel.trxIdExample ?? ''}
          hint={t('deposit.trx_id_hint', example)}
          error={trxIssue ? t(`deposit.trx_id_${trxIssue}`, example) : serverField('trxId')}
        />
      </ProofForm>
    </div>
  );
}
