import { queryCache, SmsSendButton, useDraft, useMutation, useSmsSender } from '@wl/kit';
import { FormError, OneTimeCodeField, PinField, SelectField, SubmitButton, TextField, useGuardedSubmit } from '@wl/kit/forms';
import { useEffect } from 'react';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { ActionButton } from '../../../components/action/action.tsx';
import { type CashierKey, useCashierT } from '../../../i18n/cashier.i18n.ts';
import { submitProblem } from '../../../lib/errors.ts';
import { CHECKED, said as rule } from '../../../lib/form-rules.ts';
import { pinProblem } from '../../payment-password/index.ts';
import { type PayoutAccount, type PayoutAccounts, withdrawApi, withdrawKeys } from '../api/withdraw-api.ts';
import {
  type AccountProblem,
  type AccountType,
  accountNumberProblem,
  normalizeAccountNumber,
  normalizeName,
  payeeNameProblem,
} from '../model/account-rules.ts';
import layout from '../../../components/screen/screen.module.css';
import styles from './withdraw.module.css';
import { ACCOUNT_TYPE_TEXT } from './account-type-text.ts';

const EMPTY = { type: 'ewallet', provider: '', number: '', payee: '' };
/** The platform names its refusals by these fields; the form's fields carry the same names. */
const FIELDS = ['providerCode', 'accountNumber', 'payeeName', 'paymentPassword', 'verificationCode'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name);

type Translate = ReturnType<typeof useCashierT>['t'];

/** each field's problems, by their texts: the typecheck holds every key */
const PROBLEM_TEXT = {
  provider: { required: 'withdraw.provider_required' },
  number: { required: 'withdraw.number_required', format: 'withdraw.number_format' },
  payee: { required: 'withdraw.payee_required', format: 'withdraw.payee_format' },
  pin: { required: 'withdraw.pin_required', format: 'withdraw.pin_format' },
  code: { required: 'withdraw.code_required', format: 'withdraw.code_format' },
} as const satisfies Record<string, Partial<Record<AccountProblem, CashierKey>>>;
type Problems = typeof PROBLEM_TEXT;

/** The binding form's rules, as the platform checks them (account-rules.ts, pin-rules.ts); the number and name as it reads them. */
function accountSchema(t: Translate, options: PayoutAccounts) {
  const said = <F extends keyof Problems>(field: F, problem: keyof Problems[F] | null): string | null =>
    problem ? t(PROBLEM_TEXT[field][problem] as CashierKey) : null;
  return v.pipe(
    v.object({
      type: v.picklist(['ewallet', 'bank'] as const satisfies AccountType[]),
      providerCode: rule((provider) => said('provider', provider ? null : 'required')),
      accountNumber: v.string(),
      payeeName: v.string(),
      // a weak PIN is the platform's to refuse here: it is the member's existing one
      paymentPassword: rule((pin) => {
        const problem = pinProblem(pin);
        return said('pin', problem === 'weak' ? null : problem);
      }),
      verificationCode: rule((code) => said('code', /^\d{4,10}$/.test(code) ? null : code === '' ? 'required' : 'format')),
    }),
    // the number's format is the chosen wallet's
    v.forward(
      v.partialCheck(
        [['type'], ['providerCode'], ['accountNumber']],
        ({ type, providerCode, accountNumber }) => accountNumberProblem(type, numberPattern(options, providerCode), accountNumber) === null,
        ({ input: { type, providerCode, accountNumber } }) =>
          said('number', accountNumberProblem(type, numberPattern(options, providerCode), accountNumber)) ?? '',
      ),
      ['accountNumber'],
    ),
    v.forward(
      v.partialCheck(
        [['type'], ['payeeName']],
        ({ type, payeeName }) => payeeNameProblem(type, payeeName) === null,
        ({ input: { type, payeeName } }) => said('payee', payeeNameProblem(type, payeeName)) ?? '',
      ),
      ['payeeName'],
    ),
    v.transform(({ accountNumber, payeeName, ...rest }) => ({
      ...rest,
      accountNumber: normalizeAccountNumber(accountNumber),
      ...(normalizeName(payeeName) ? { payeeName: normalizeName(payeeName) } : {}),
    })),
  );
}

const numberPattern = (options: PayoutAccounts, provider: string) =>
  options.wallets.find((w) => w.code === provider)?.numberPattern ?? null;

/** The binding form, its draft (everything but the password and the code survives a re-login) and its submit. */
function useAddAccount(options: PayoutAccounts, onAdded: (account: PayoutAccount) => void) {
  const { t } = useCashierT();
  const [draft, setDraft] = useDraft('cashier.withdraw.account', EMPTY);
  const schema = accountSchema(t, options);
  const form = useForm<v.InferInput<typeof schema>, unknown, v.InferOutput<typeof schema>>({
    ...CHECKED,
    resolver: standardSchemaResolver(schema),
    defaultValues: {
      type: draft.type === 'bank' ? 'bank' : 'ewallet',
      providerCode: draft.provider,
      accountNumber: draft.number,
      payeeName: draft.payee,
      paymentPassword: '',
      verificationCode: '',
    },
  });
  const [type = 'ewallet', provider = '', number = '', payee = ''] = useWatch({
    control: form.control,
    name: ['type', 'providerCode', 'accountNumber', 'payeeName'],
  });
  useEffect(() => setDraft({ type, provider, number, payee }), [type, provider, number, payee, setDraft]);
  const add = useMutation((account: Parameters<typeof withdrawApi.addAccount>[0]) => withdrawApi.addAccount(account));
  const guarded = useGuardedSubmit(form, async (account) => {
    try {
      const added = await add.mutate(account);
      setDraft(EMPTY);
      queryCache.invalidate(withdrawKeys.accounts);
      onAdded(added);
    } catch (error) {
      const refusal = submitProblem(error, t, { count: options.max });
      if (refusal.field && isField(refusal.field)) form.setError(refusal.field, { type: 'platform', message: refusal.message });
      else guarded.setFormError(refusal.message);
    }
  });
  return { form, guarded, type, pending: add.isPending };
}

/** E-wallet or bank: a new kind drops the provider chosen for the other. */
function AccountTypeChoice({ type }: { type: AccountType }) {
  const { t } = useCashierT();
  const form = useFormContext();
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
          <span>{t(ACCOUNT_TYPE_TEXT[value])}</span>
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
  const providers = (type === 'ewallet' ? options.wallets : options.banks).map((p) => ({ value: p.code, label: p.name }));
  return (
    <FormProvider {...form}>
      <form
        className={`${layout.surface} ${layout.card} wl-stack`}
        onSubmit={guarded.submit}
        noValidate
        aria-labelledby="add-account-title"
      >
        <h2 id="add-account-title" className={styles.cardTitle}>
          {t('withdraw.add_title')}
        </h2>
        <AccountTypeChoice type={type} />
        <SelectField
          name="providerCode"
          label={type === 'ewallet' ? t('withdraw.wallet') : t('withdraw.bank')}
          placeholder={t('withdraw.choose')}
          options={providers}
        />
        <TextField
          name="accountNumber"
          label={type === 'ewallet' ? t('withdraw.wallet_number') : t('withdraw.bank_number')}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          name="payeeName"
          label={type === 'bank' ? t('withdraw.payee') : `${t('withdraw.payee')} (${t('optional')})`}
          autoComplete="name"
        />
        <PinField name="paymentPassword" label={t('pin.label')} autoComplete="current-password" />
        <OneTimeCodeField
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
    </FormProvider>
  );
}
