import { type FormEvent, useRef, useState } from 'react';
import { useCashierT } from '../../i18n/cashier.i18n.ts';
import { useDraft } from '@wl/shared';
import { submitProblem, type SubmitProblem } from '../../lib/errors.ts';
import { type AmountLimits, checkAmount } from '../../lib/money.ts';
import { useAmountInput } from '../../lib/use-amount-input.ts';

const EMPTY = { amount: '' };
const PIN = /^\d{6}$/;

export interface MoneyOutOptions<R> {
  /** names the draft of the amount (the password is never kept) */
  draftId: string;
  limits: AmountLimits;
  /** last word before sending: a chosen account, a confirmation; false sends nothing */
  beforeSend?: (amountPaisa: number) => boolean | Promise<boolean>;
  send: (amountPaisa: number, pin: string) => Promise<R>;
  onDone: (result: R) => void;
}

/**
 * Money leaving the wallet (withdraw, transfer to upline): an amount within the limits and not above the
 * balance, the 6-digit withdrawal password, checked before anything is sent; the platform's refusal shown
 * where it belongs, with the amount kept and the password asked again.
 */
export function useMoneyOutForm<R>({ draftId, limits, beforeSend, send, onDone }: MoneyOutOptions<R>) {
  const { t } = useCashierT();
  const [draft, setDraft, clearDraft] = useDraft(draftId, EMPTY);
  const [pin, setPin] = useState('');
  const [pinChecked, setPinChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  // a ref, not only state: a second tap in the same tick must already see the first
  const busyRef = useRef(false);
  const [refusal, setRefusal] = useState<SubmitProblem | null>(null);
  const amount = useAmountInput(draft.amount, limits);
  const amountRef = useRef<HTMLInputElement>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const checked = checkAmount(draft.amount, limits);
  const pinIssue = pinChecked && !PIN.test(pin) ? t(pin === '' ? 'pin.enter_required' : 'pin.format') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busyRef.current) return;
    setRefusal(null);
    setPinChecked(true);
    const paisa = amount.validate();
    if (paisa === null) return amountRef.current?.focus();
    if (!PIN.test(pin)) return pinRef.current?.focus();
    busyRef.current = true;
    setBusy(true);
    try {
      if (beforeSend && !(await beforeSend(paisa))) return;
      const result = await send(paisa, pin);
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
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return {
    submit,
    busy,
    /** the valid amount in paisa, for the button's words */
    amountPaisa: checked.ok ? checked.paisa : null,
    amountField: {
      value: draft.amount,
      onChange: (text: string) => {
        setDraft({ amount: text });
        setRefusal(null);
      },
      onBlur: amount.onBlur,
      problem: amount.problem,
      limits,
      inputRef: amountRef,
    },
    pinField: {
      value: pin,
      onChange: (value: string) => {
        setPin(value);
        if (refusal?.field === 'paymentPassword') setRefusal(null);
      },
      error: pinIssue ?? (refusal?.field === 'paymentPassword' ? refusal.message : null),
      inputRef: pinRef,
    },
    /** a refusal that belongs to no field */
    formError: refusal && refusal.field !== 'paymentPassword' ? refusal.message : null,
  };
}
