import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { PRELOADED_FRESH_MS, QueryView, useDraft, useQuery } from '@wl/kit';
import { FormError, SubmitButton, useGuardedSubmit } from '@wl/kit/forms';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { AmountField, useAmountRule } from '../../../components/amount-field/amount-field.tsx';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import { paisaMoney } from '../../../lib/currency.ts';
import { submitProblem } from '../../../lib/errors.ts';
import { CHECKED, said } from '../../../lib/form-rules.ts';
import { type AmountLimits, checkAmount, toPaisa } from '../../../lib/money.ts';
import { depositApi, depositKeys } from '../api/deposit-api.ts';
import type { DepositChannel, Promo } from '../api/deposit-types.ts';
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
  const channels = useQuery(depositKeys.channels, ({ signal }) => depositApi.channels(signal), { staleTime: PRELOADED_FRESH_MS });
  return (
    <QueryView query={channels} placeholder={<ChannelsPlaceholder />} emptyText={t('deposit.no_channels')}>
      {(list) => <DepositFormBody channels={list} />}
    </QueryView>
  );
}

/** The deposit form's fields, checked as the platform will: the amount, a bank for a bank transfer, a promotion's minimum. */
function useDepositForm(channels: DepositChannel[]) {
  const { t } = useCashierT();
  const [draft, setDraft] = useDraft('cashier.deposit', EMPTY);
  // the method shows as chosen in the tap's own render: read from the draft, it came a render later, and the radio
  // jumped back for a frame (a keyboard or a fast second tap met the old method)
  const [picked, setPicked] = useState(draft.channel);
  const channel = channels.find((c) => c.code === picked) ?? channels[0]!;
  const limits = channelLimits(channel);
  const promos = useQuery(depositKeys.promos(channel.code), ({ signal }) => depositApi.promos(channel.code, signal), { enabled: false });
  const promoOf = (id: string): Promo | null => promos.data?.find((p) => String(p.id) === id) ?? null;
  const schema = v.pipe(
    v.object({
      channel: v.string(),
      amount: useAmountRule(limits),
      bank: v.pipe(
        said((bank) => (channel.flow === 'bank' && !bank ? t('deposit.bank_required') : null)),
        v.transform((bank) => (channel.flow === 'bank' ? bank : null)),
      ),
      promo: v.pipe(v.string(), v.transform(promoOf)),
    }),
    // a promotion has its minimum deposit: said at the promotion, once the amount itself is good
    v.forward(
      v.partialCheck(
        [['amount'], ['promo']],
        ({ amount, promo }) => promo === null || amount >= toPaisa(promo.minDeposit),
        (issue) => t('errors.PROMO_BELOW_MIN', { min: paisaMoney(toPaisa(issue.input.promo?.minDeposit)) }),
      ),
      ['promo'],
    ),
  );
  const form = useForm<v.InferInput<typeof schema>, unknown, v.InferOutput<typeof schema>>({
    ...CHECKED,
    resolver: standardSchemaResolver(schema),
    defaultValues: draft,
  });
  // a promotion's minimum is about the amount: a new amount says again whether the choice stands
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name === 'amount' && form.getFieldState('promo').error) void form.trigger('promo');
    });
    return () => subscription.unsubscribe();
  }, [form]);
  // what is typed survives a re-login (a draft); written when a value changes, not at every render
  const typed = JSON.stringify(useWatch({ control: form.control }));
  useEffect(() => setDraft(JSON.parse(typed) as typeof EMPTY), [typed, setDraft]);
  const pick = (code: string) => {
    setPicked(code);
    form.setValue('channel', code);
    form.setValue('bank', '');
  };
  return { form, channel, pick, limits };
}

function DepositFormBody({ channels }: { channels: DepositChannel[] }) {
  const { t } = useCashierT();
  const { form, channel, pick, limits } = useDepositForm(channels);
  const create = useCreateDeposit();
  const guarded = useGuardedSubmit(form, async ({ amount, promo, bank }) => {
    try {
      await create.mutate({ channel, amountPaisa: amount, promoId: promo?.id ?? null, bankCode: bank });
      form.reset({ ...form.getValues(), amount: '', promo: '' });
    } catch (error) {
      const problem = submitProblem(error, t);
      guarded.setFormError(problem.message);
      if (problem.field === 'amount') form.setFocus('amount');
    }
  });
  const amount = checkAmount(useWatch({ control: form.control, name: 'amount' }) ?? '', limits);
  const amountPaisa = amount.ok ? amount.paisa : null;
  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={guarded.submit} noValidate>
        <DepositChoices channels={channels} channel={channel} pick={pick} limits={limits} amountPaisa={amountPaisa} />
        {/* a member's first screen keeps this place, empty, until the app draws it (decision 067) */}
        <div className={styles.framePart} data-frame-part="submit">
          <FormError message={guarded.formError} hint={guarded.formError ? t('error_retry_hint') : undefined} />
          <SubmitButton pending={create.isPending} pendingText={t('submit_pending')} disabled={guarded.pending && !create.isPending}>
            {amountPaisa !== null ? t('deposit.submit_amount', { amount: paisaMoney(amountPaisa) }) : t('deposit.submit')}
          </SubmitButton>
          {/* last in the form: it arrives after the form, and nothing of the form moves when it does */}
          <DepositLimits />
        </div>
      </form>
    </FormProvider>
  );
}

interface ChoicesProps {
  channels: DepositChannel[];
  channel: DepositChannel;
  pick: (code: string) => void;
  limits: AmountLimits;
  amountPaisa: number | null;
}

/** Method, (bank), amount and promotion: a new method drops the bank chosen for the old one. */
function DepositChoices({ channels, channel, pick, limits, amountPaisa }: ChoicesProps) {
  return (
    <>
      <ChannelPicker channels={channels} value={channel.code} onChange={pick} />
      {channel.instructions ? (
        <p className={layout.muted} data-frame-part="instructions">
          {channel.instructions}
        </p>
      ) : null}
      {/* what follows the chosen method: a member's first screen keeps its place, empty, until the app draws it (decision 067) */}
      <div className={styles.framePart} data-frame-part="later">
        {channel.flow === 'bank' && channel.bankVendor ? <BankPicker vendor={channel.bankVendor} /> : null}
        <AmountField limits={limits} quickAmounts={quickAmounts(channel)} />
        <PromoPicker channelCode={channel.code} amountPaisa={amountPaisa} />
      </div>
    </>
  );
}
