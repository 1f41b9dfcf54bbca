import { QueryView, useQuery } from '@wl/shared';
import { useRef, useState, type FormEvent } from 'react';
import { AmountField } from '../../../components/amount-field/amount-field.tsx';
import { FormError } from '../../../components/form-error/form-error.tsx';
import { SubmitButton } from '../../../components/submit-button/submit-button.tsx';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import { paisaMoney } from '../../../lib/currency.ts';
import { useDraft } from '@wl/shared';
import { submitProblem, type SubmitProblem } from '../../../lib/errors.ts';
import { checkAmount, toPaisa } from '../../../lib/money.ts';
import { useAmountInput } from '../../../lib/use-amount-input.ts';
import { depositApi, depositKeys } from '../api/deposit-api.ts';
import type { DepositChannel } from '../api/deposit-types.ts';
import { useCreateDeposit } from '../hooks/use-create-deposit.ts';
import { channelLimits, quickAmounts } from '../model/channel-rules.ts';
import { BankPicker } from './bank-picker.tsx';
import { ChannelPicker, ChannelsPlaceholder } from './channel-picker.tsx';
import layout from '../../../components/screen/screen.module.css';
import styles from './deposit.module.css';
import { PromoPicker } from './promo-picker.tsx';
import { DepositLimits } from './deposit-limits.tsx';

const EMPTY = { channel: '', amount: '', promo: '', bank: '' };

/** The deposit form: method, (bank), amount, optional promotion. */
export function DepositForm() {
  const { t } = useCashierT();
  const channels = useQuery(depositKeys.channels, ({ signal }) => depositApi.channels(signal));
  return (
    <QueryView query={channels} placeholder={<ChannelsPlaceholder />} emptyText={t('deposit.no_channels')}>
      {(list) => <DepositFormBody channels={list} />}
    </QueryView>
  );
}

function DepositFormBody({ channels }: { channels: DepositChannel[] }) {
  const { t } = useCashierT();
  const money = paisaMoney;
  const [draft, setDraft] = useDraft('cashier.deposit', EMPTY);
  const channel = channels.find((c) => c.code === draft.channel) ?? channels[0]!;
  const limits = channelLimits(channel);
  const amount = useAmountInput(draft.amount, limits);
  const amountRef = useRef<HTMLInputElement>(null);
  const [bankError, setBankError] = useState<string | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<SubmitProblem | null>(null);
  const promos = useQuery(depositKeys.promos(channel.code), ({ signal }) => depositApi.promos(channel.code, signal), { enabled: false });
  const create = useCreateDeposit();
  const checked = checkAmount(draft.amount, limits);
  const amountPaisa = checked.ok ? checked.paisa : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const paisa = amount.validate();
    const bankCode = channel.flow === 'bank' ? draft.bank : null;
    setBankError(channel.flow === 'bank' && !bankCode ? t('deposit.bank_required') : null);
    const promo = promos.data?.find((p) => String(p.id) === draft.promo) ?? null;
    const promoShort = promo !== null && paisa !== null && paisa < toPaisa(promo.minDeposit);
    setPromoError(promoShort ? t('errors.PROMO_BELOW_MIN', { min: money(toPaisa(promo.minDeposit)) }) : null);
    if (paisa === null) {
      amountRef.current?.focus();
      return;
    }
    if ((channel.flow === 'bank' && !bankCode) || promoShort) return;
    try {
      await create.mutate({ channel, amountPaisa: paisa, promoId: promo?.id ?? null, bankCode });
      setDraft({ amount: '', promo: '' });
    } catch (error) {
      const problem = submitProblem(error, t);
      setRefusal(problem);
      if (problem.field === 'amount') amountRef.current?.focus();
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ChannelPicker channels={channels} value={channel.code} onChange={(code) => setDraft({ channel: code, bank: '' })} />
      {channel.instructions ? <p className={layout.muted}>{channel.instructions}</p> : null}
      {channel.flow === 'bank' && channel.bankVendor ? (
        <BankPicker
          vendor={channel.bankVendor}
          value={draft.bank}
          onChange={(bank) => {
            setDraft({ bank });
            setBankError(null);
          }}
          error={bankError}
        />
      ) : null}
      <AmountField
        value={draft.amount}
        onChange={(text) => {
          setDraft({ amount: text });
          setRefusal(null);
          setPromoError(null);
        }}
        onBlur={amount.onBlur}
        problem={amount.problem}
        limits={limits}
        quickAmounts={quickAmounts(channel)}
        inputRef={amountRef}
      />
      <PromoPicker
        channelCode={channel.code}
        value={draft.promo}
        onChange={(promo) => {
          setDraft({ promo });
          setPromoError(null);
        }}
        amountPaisa={amountPaisa}
        error={promoError}
      />
      <FormError message={refusal?.message} hint={refusal ? t('error_retry_hint') : undefined} />
      <SubmitButton pending={create.isPending} pendingText={t('submit_pending')}>
        {amountPaisa !== null ? t('deposit.submit_amount', { amount: money(amountPaisa) }) : t('deposit.submit')}
      </SubmitButton>
      {/* last in the form: it arrives after the form, and nothing of the form moves when it does */}
      <DepositLimits />
    </form>
  );
}
