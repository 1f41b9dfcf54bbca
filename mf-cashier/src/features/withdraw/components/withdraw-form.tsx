import { useRef, useState, type FormEvent } from 'react';
import { AmountField } from '../../../components/amount-field/amount-field.tsx';
import { PinField } from '../../../components/field/pin-field.tsx';
import { FormError } from '../../../components/form-error/form-error.tsx';
import { SubmitButton } from '../../../components/submit-button/submit-button.tsx';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import { useMoneyText } from '../../../lib/currency.ts';
import { useDraft } from '../../../lib/drafts.ts';
import { submitProblem, type SubmitProblem } from '../../../lib/errors.ts';
import { type AmountLimits, checkAmount } from '../../../lib/money.ts';
import { useAmountInput } from '../../../lib/use-amount-input.ts';
import type { Withdrawal } from '../api/withdraw-api.ts';
import { useWithdraw } from '../hooks/use-withdraw.ts';
import styles from './withdraw.module.css';

const EMPTY = { amount: '' };

interface Props {
  limits: AmountLimits;
  /** the chosen payout account, or null (the form says so on submit) */
  accountId: number | null;
  onNoAccount: () => void;
  onDone: (withdrawal: Withdrawal & { balance: number }) => void;
}

/** Amount (not above the withdrawable balance, within the limits) and the withdrawal password. */
export function WithdrawForm({ limits, accountId, onNoAccount, onDone }: Props) {
  const { t } = useCashierT();
  const money = useMoneyText();
  const [draft, setDraft, clearDraft] = useDraft('cashier.withdraw', EMPTY);
  const [pin, setPin] = useState('');
  const [pinChecked, setPinChecked] = useState(false);
  const [refusal, setRefusal] = useState<SubmitProblem | null>(null);
  const amount = useAmountInput(draft.amount, limits);
  const amountRef = useRef<HTMLInputElement>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const withdraw = useWithdraw();
  const checked = checkAmount(draft.amount, limits);
  const pinIssue = pinChecked && !/^\d{6}$/.test(pin) ? t(pin === '' ? 'pin.enter_required' : 'pin.format') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    setPinChecked(true);
    const paisa = amount.validate();
    if (paisa === null) return amountRef.current?.focus();
    if (accountId === null) return onNoAccount();
    if (!/^\d{6}$/.test(pin)) return pinRef.current?.focus();
    try {
      const result = await withdraw.mutate({ amountPaisa: paisa, accountId, pin });
      clearDraft();
      setPin('');
      onDone(result);
    } catch (error) {
      const problem = submitProblem(error, t);
      setRefusal(problem);
      if (problem.field === 'amount') amountRef.current?.focus();
      if (problem.field === 'paymentPassword') {
        // the platform's word on the password shows until the next one is typed
        setPinChecked(false);
        setPin('');
        pinRef.current?.focus();
      }
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <AmountField
        value={draft.amount}
        onChange={(text) => {
          setDraft({ amount: text });
          setRefusal(null);
        }}
        onBlur={amount.onBlur}
        problem={amount.problem}
        limits={limits}
        inputRef={amountRef}
      />
      <PinField
        name="paymentPassword"
        label={t('pin.label')}
        value={pin}
        onChange={(value) => {
          setPin(value);
          if (refusal?.field === 'paymentPassword') setRefusal(null);
        }}
        autoComplete="current-password"
        error={pinIssue ?? (refusal?.field === 'paymentPassword' ? refusal.message : null)}
        inputRef={pinRef}
      />
      <FormError message={refusal && refusal.field !== 'paymentPassword' ? refusal.message : null} hint={t('error_retry_hint')} />
      <SubmitButton pending={withdraw.isPending} pendingText={t('submit_pending')}>
        {checked.ok ? t('withdraw.submit_amount', { amount: money(checked.paisa) }) : t('withdraw.submit')}
      </SubmitButton>
    </form>
  );
}
