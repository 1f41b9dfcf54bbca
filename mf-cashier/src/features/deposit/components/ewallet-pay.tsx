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
import {
  normalizeTrxId,
  normalizeWalletNumber,
  type ProofProblem,
  senderExample,
  senderProblem,
  trxIdProblem,
} from '../model/channel-rules.ts';
import layout from '../../../components/screen/screen.module.css';
import styles from './deposit.module.css';
import { PaymentWindow } from './payment-window.tsx';
import { ProofForm, useProofForm } from './proof-form.tsx';

const SENDER_TEXT = {
  required: 'deposit.sender_required',
  format: 'deposit.sender_format',
} as const satisfies Record<ProofProblem, CashierKey>;
const TRX_ID_TEXT = {
  required: 'deposit.trx_id_required',
  format: 'deposit.trx_id_format',
} as const satisfies Record<ProofProblem, CashierKey>;

/**
 * A manual e-wallet payment: where to send and how much (with copy buttons), the time left, then the
 * player's sending number and the TrxID of the wallet's SMS, each checked by the channel's format.
 */
export function EwalletPay({ deposit, channel, onExpire }: { deposit: Deposit; channel: DepositChannel; onExpire: () => void }) {
  const { t } = useCashierT();
  // the payment step replaced the form whose button was pressed
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  const confirm = useConfirmDeposit();
  const payTo = deposit.payTo && 'receivingNumber' in deposit.payTo ? deposit.payTo : null;
  const example = { example: channel.trxIdExample ?? '', channel: channel.name };
  const proof = useProofForm({
    draftId: `cashier.deposit.proof.${deposit.id}`,
    params: example,
    fields: {
      senderNumber: v.pipe(
        said((number) => {
          const issue = senderProblem(channel, number);
          return issue ? t(SENDER_TEXT[issue], { example: senderExample(channel) }) : null;
        }),
        v.transform(normalizeWalletNumber),
      ),
      trxId: v.pipe(
        said((trxId) => {
          const issue = trxIdProblem(channel, trxId);
          return issue ? t(TRX_ID_TEXT[issue], example) : null;
        }),
        v.transform(normalizeTrxId),
      ),
    },
    send: ({ senderNumber, trxId }) => confirm.mutate({ depositId: deposit.id, senderNumber, trxId }),
  });

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
      <ProofForm proof={proof} pending={confirm.isPending}>
        <TextField
          name="senderNumber"
          label={t('deposit.sender_number', { channel: channel.name })}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={senderExample(channel)}
        />
        <TextField
          name="trxId"
          label={t('deposit.trx_id')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={channel.trxIdExample ?? ''}
          hint={t('deposit.trx_id_hint', example)}
        />
      </ProofForm>
    </div>
  );
}
