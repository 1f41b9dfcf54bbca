import { queryCache, SmsSendButton, useDraft, useMutation, useSmsSender } from '@wl/shared';
import { FormError, OneTimeCodeField, PinField, SelectField, SubmitButton, TextField, useGuardedSubmit } from '@wl/shared/forms';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { ActionButton } from '../../../components/action/action.tsx';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import { submitProblem } from '../../../lib/errors.ts';
import { type CashierForm, useCashierForm } from '../../../lib/use-cashier-form.ts';
import { pinProblem } from '../../payment-password/index.ts';
import { type PayoutAccount, type PayoutAccounts, withdrawApi, withdrawKeys } from '../api/withdraw-api.ts';
import { type AccountType, accountNumberProblem, normalizeAccountNumber, normalizeName, payeeNameProblem } from '../model/account-rules.ts';
import layout from '../../../components/screen/screen.module.css';
import styles from './withdraw.module.css';

const EMPTY = { type: 'ewallet', provider: '', number: '', payee: '' };
/** The platform names its refusals by these fields; the form's fields carry the same names. */
const FIELDS = ['providerCode', 'accountNumber', 'payeeName', 'paymentPassword', 'verificationCode'];

type Translate = ReturnType<typeof useCashierT>['t'];

/** The checks of the binding form, as the platform makes them (account-rules.ts, pin-rules.ts). */
function accountChecks(t: Translate, options: PayoutAccounts) {
  const said = (field: string, problem: string | null) => (problem ? t(`withdraw.${field}_${problem}`) : null);
  return {
    providerCode: { check: (provider: string) => said('provider', provider ? null : 'required') },
    accountNumber: {
      check: (number: string, values: Record<string, string>) => {
        const pattern = options.wallets.find((w) => w.code === values.providerCode)?.numberPattern ?? null;
        return said('number', accountNumberProblem(values.type as AccountType, pattern, number));
      },
    },
    payeeName: {
      check: (payee: string, values: Record<string, string>) => said('payee', payeeNameProblem(values.type as AccountType, payee)),
    },
    // a weak PIN is the platform's to refuse here: it is the member's existing one
    paymentPassword: { check: (pin: string) => said('pin', pinProblem(pin) === 'weak' ? null : pinProblem(pin)) },
    verificationCode: { check: (code: string) => said('code', /^\d{4,10}$/.test(code) ? null : code === '' ? 'required' : 'format') },
  };
}

/** The binding form, its draft (everything but the password and the code survives a re-login) and its submit. */
function useAddAccount(options: PayoutAccounts, onAdded: (account: PayoutAccount) => void) {
  const { t } = useCashierT();
  const [draft, setDraft] = useDraft('cashier.withdraw.account', EMPTY);
  const form = useCashierForm(
    {
      type: draft.type,
      providerCode: draft.provider,
      accountNumber: draft.number,
      payeeName: draft.payee,
      paymentPassword: '',
      verificationCode: '',
    },
    accountChecks(t, options),
  );
  const [type = 'ewallet', provider = '', number = '', payee = ''] = useWatch({
    control: form.control,
    name: ['type', 'providerCode', 'accountNumber', 'payeeName'],
  });
  useEffect(() => setDraft({ type, provider, number, payee }), [type, provider, number, payee, setDraft]);
  const add = useMutation((account: Parameters<typeof withdrawApi.addAccount>[0]) => withdrawApi.addAccount(account));
  const guarded = useGuardedSubmit(form, async (values) => {
    try {
      const payeeName = normalizeName(values.payeeName ?? '');
      const account = await add.mutate({
        type: values.type as AccountType,
        providerCode: values.providerCode ?? '',
        accountNumber: normalizeAccountNumber(values.accountNumber ?? ''),
        ...(payeeName ? { payeeName } : {}),
        paymentPassword: values.paymentPassword ?? '',
        verificationCode: values.verificationCode ?? '',
      });
      setDraft(EMPTY);
      queryCache.invalidate(withdrawKeys.accounts);
      onAdded(account);
    } catch (error) {
      const refusal = submitProblem(error, t, { count: options.max });
      if (refusal.field && FIELDS.includes(refusal.field)) form.setError(refusal.field, { type: 'platform', message: refusal.message });
      else guarded.setFormError(refusal.message);
    }
  });
  return { form, guarded, type: type as AccountType, pending: add.isPending };
}

/** E-wallet or bank: a new kind drops the provider chosen for the other. */
function AccountTypeChoice({ form, type }: { form: CashierForm; type: AccountType }) {
  const { t } = useCashierT();
  return (
    <fieldset className={styles.segmented}>
      <legend className={layout.legend}>{t('withdraw.account_type')}</legend>
      {(['ewallet', 'bank'] as const).map((value) => (
        <label key={value} className={styles.segment}>
          <input
            type="radio"
            name="account-type"
            value={value}
            checked={type === value}
            onChange={() => {
              form.setValue('type', value);
              form.setValue('providerCode', '');
            }}
          />
          <span>{t(`withdraw.type_${value}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

interface Props {
  options: PayoutAccounts;
  /** the verified number the code goes to, masked */
  mobile: string;
  onAdded: (account: PayoutAccount) => void;
  onCancel?: () => void;
}

/**
 * Binds a payout account: an e-wallet number or a bank account with its payee's name, confirmed by the withdrawal
 * password and the code sent to the member's verified number (decision 023).
 */
export function AddAccountForm({ options, mobile, onAdded, onCancel }: Props) {
  const { t } = useCashierT();
  const { form, guarded, type, pending } = useAddAccount(options, onAdded);
  const sender = useSmsSender(withdrawApi.sendAccountCode);
  const { control } = form;
  const providers = (type === 'ewallet' ? options.wallets : options.banks).map((p) => ({ value: p.code, label: p.name }));
  return (
    <form className={`${layout.surface} ${layout.card} wl-stack`} onSubmit={guarded.submit} noValidate aria-labelledby="add-account-title">
      <h2 id="add-account-title" className={styles.cardTitle}>
        {t('withdraw.add_title')}
      </h2>
      <AccountTypeChoice form={form} type={type} />
      <SelectField
        control={control}
        name="providerCode"
        label={type === 'ewallet' ? t('withdraw.wallet') : t('withdraw.bank')}
        placeholder={t('withdraw.choose')}
        options={providers}
      />
      <TextField
        control={control}
        name="accountNumber"
        label={type === 'ewallet' ? t('withdraw.wallet_number') : t('withdraw.bank_number')}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        control={control}
        name="payeeName"
        label={type === 'bank' ? t('withdraw.payee') : `${t('withdraw.payee')} (${t('optional')})`}
        autoComplete="name"
      />
      <PinField control={control} name="paymentPassword" label={t('pin.label')} autoComplete="current-password" />
      <OneTimeCodeField
        control={control}
        name="verificationCode"
        label={t('withdraw.code')}
        clean={(value) => value.replace(/\D/g, '').slice(0, 10)}
        hint={t('withdraw.code_hint', { mobile })}
        end={<SmsSendButton sender={sender} canSend />}
      />
      <FormError message={guarded.formError} />
      <SubmitButton pending={pending} pendingText={t('submit_pending')} disabled={guarded.pending && !pending}>
        {t('withdraw.add_submit')}
      </SubmitButton>
      {onCancel ? (
        <ActionButton variant="plain" onClick={onCancel}>
          {t('withdraw.add_cancel')}
        </ActionButton>
      ) : null}
    </form>
  );
}
