import { queryCache, SmsSendButton, useMutation, useSmsSender } from '@wl/shared';
import { useRef, useState, type FormEvent } from 'react';
import { ActionButton } from '../../../components/action/action.tsx';
import { PinField } from '../../../components/field/pin-field.tsx';
import { SelectField } from '../../../components/field/select-field.tsx';
import { TextField } from '../../../components/field/text-field.tsx';
import { FormError } from '../../../components/form-error/form-error.tsx';
import { SubmitButton } from '../../../components/submit-button/submit-button.tsx';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import { useDraft } from '@wl/shared';
import { submitProblem, type SubmitProblem } from '../../../lib/errors.ts';
import { pinProblem } from '../../payment-password/index.ts';
import { type PayoutAccount, type PayoutAccounts, withdrawApi, withdrawKeys } from '../api/withdraw-api.ts';
import { type AccountType, accountNumberProblem, normalizeAccountNumber, normalizeName, payeeNameProblem } from '../model/account-rules.ts';
import layout from '../../../components/screen/screen.module.css';
import styles from './withdraw.module.css';

const EMPTY = { type: 'ewallet', provider: '', number: '', payee: '' };

/**
 * Binds a payout account: an e-wallet number or a bank account with its payee's name, confirmed by the withdrawal
 * password and the code sent to the member's verified number (decision 023).
 */
export function AddAccountForm({
  options,
  mobile,
  onAdded,
  onCancel,
}: {
  options: PayoutAccounts;
  /** the verified number the code goes to, masked */
  mobile: string;
  onAdded: (account: PayoutAccount) => void;
  onCancel?: () => void;
}) {
  const { t } = useCashierT();
  const [draft, setDraft] = useDraft('cashier.withdraw.account', EMPTY);
  const [pin, setPin] = useState('');
  const [code, setCode] = useState('');
  const sender = useSmsSender(withdrawApi.sendAccountCode);
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<SubmitProblem | null>(null);
  const refs = {
    provider: useRef<HTMLSelectElement>(null),
    number: useRef<HTMLInputElement>(null),
    payee: useRef<HTMLInputElement>(null),
    pin: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
  };
  const type = draft.type as AccountType;
  const providers =
    type === 'ewallet'
      ? options.wallets.map((w) => ({ value: w.code, label: w.name }))
      : options.banks.map((b) => ({ value: b.code, label: b.name }));
  const pattern = options.wallets.find((w) => w.code === draft.provider)?.numberPattern ?? null;
  const add = useMutation((account: Parameters<typeof withdrawApi.addAccount>[0]) => withdrawApi.addAccount(account));
  const problems = {
    provider: draft.provider ? null : 'required',
    number: accountNumberProblem(type, pattern, draft.number),
    payee: payeeNameProblem(type, draft.payee),
    pin: pinProblem(pin) === 'weak' ? null : pinProblem(pin),
    code: /^\d{4,10}$/.test(code) ? null : code === '' ? 'required' : 'format',
  };
  const shown = (field: keyof typeof problems, server: string) =>
    checked && problems[field] ? t(`withdraw.${field}_${problems[field]}`) : refusal?.field === server ? refusal.message : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setRefusal(null);
    const first = (Object.keys(problems) as (keyof typeof problems)[]).find((field) => problems[field]);
    if (first) return refs[first].current?.focus();
    try {
      const payeeName = normalizeName(draft.payee);
      const account = await add.mutate({
        type,
        providerCode: draft.provider,
        accountNumber: normalizeAccountNumber(draft.number),
        ...(payeeName ? { payeeName } : {}),
        paymentPassword: pin,
        verificationCode: code,
      });
      setDraft(EMPTY);
      queryCache.invalidate(withdrawKeys.accounts);
      onAdded(account);
    } catch (error) {
      setRefusal(submitProblem(error, t, { count: options.max }));
    }
  };

  return (
    <form className={`${layout.surface} ${layout.card} wl-stack`} onSubmit={submit} noValidate aria-labelledby="add-account-title">
      <h2 id="add-account-title" className={styles.cardTitle}>
        {t('withdraw.add_title')}
      </h2>
      <fieldset className={styles.segmented}>
        <legend className={layout.legend}>{t('withdraw.account_type')}</legend>
        {(['ewallet', 'bank'] as const).map((value) => (
          <label key={value} className={styles.segment}>
            <input
              type="radio"
              name="account-type"
              value={value}
              checked={type === value}
              onChange={() => setDraft({ type: value, provider: '' })}
            />
            <span>{t(`withdraw.type_${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <SelectField
        name="providerCode"
        label={type === 'ewallet' ? t('withdraw.wallet') : t('withdraw.bank')}
        placeholder={t('withdraw.choose')}
        value={draft.provider}
        onValueChange={(provider) => setDraft({ provider })}
        options={providers}
        error={shown('provider', 'providerCode')}
        selectRef={refs.provider}
      />
      <TextField
        name="accountNumber"
        label={type === 'ewallet' ? t('withdraw.wallet_number') : t('withdraw.bank_number')}
        value={draft.number}
        onValueChange={(number) => setDraft({ number })}
        inputRef={refs.number}
        inputMode="numeric"
        autoComplete="off"
        error={shown('number', 'accountNumber')}
      />
      <TextField
        name="payeeName"
        label={type === 'bank' ? t('withdraw.payee') : `${t('withdraw.payee')} (${t('optional')})`}
        value={draft.payee}
        onValueChange={(payee) => setDraft({ payee })}
        inputRef={refs.payee}
        autoComplete="name"
        error={shown('payee', 'payeeName')}
      />
      <PinField
        name="paymentPassword"
        label={t('pin.label')}
        value={pin}
        onChange={setPin}
        autoComplete="current-password"
        error={shown('pin', 'paymentPassword')}
        inputRef={refs.pin}
      />
      <TextField
        name="verificationCode"
        label={t('withdraw.code')}
        value={code}
        onValueChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 10))}
        inputRef={refs.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        hint={t('withdraw.code_hint', { mobile })}
        error={shown('code', 'verificationCode')}
        end={<SmsSendButton sender={sender} canSend />}
      />
      <FormError
        message={
          refusal && !['providerCode', 'accountNumber', 'payeeName', 'paymentPassword', 'verificationCode'].includes(refusal.field ?? '')
            ? refusal.message
            : null
        }
      />
      <SubmitButton pending={add.isPending} pendingText={t('submit_pending')}>
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
