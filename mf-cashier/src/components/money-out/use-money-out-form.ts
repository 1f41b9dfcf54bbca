import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useDraft } from '@wl/kit';
import { useGuardedSubmit } from '@wl/kit/forms';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { useCashierT } from '../../i18n/cashier.i18n.ts';
import { submitProblem } from '../../lib/errors.ts';
import { CHECKED, said } from '../../lib/form-rules.ts';
import { type AmountLimits, checkAmount } from '../../lib/money.ts';
import { useAmountRule } from '../amount-field/amount-field.tsx';

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
  const schema = v.object({
    amount: useAmountRule(limits),
    paymentPassword: said((pin) => (PIN.test(pin) ? null : t(pin === '' ? 'pin.enter_required' : 'pin.format'))),
  });
  const form = useForm<v.InferInput<typeof schema>, unknown, v.InferOutput<typeof schema>>({
    ...CHECKED,
    resolver: standardSchemaResolver(schema),
    defaultValues: { amount: draft.amount, paymentPassword: '' },
  });
  const amount = useWatch({ control: form.control, name: 'amount' }) ?? '';
  // the amount survives a re-login (a draft); the password never leaves the form
  useEffect(() => setDraft({ amount }), [amount, setDraft]);

  const guarded = useGuardedSubmit(form, async ({ amount: paisa, paymentPassword }) => {
    try {
      if (beforeSend && !(await beforeSend(paisa))) return;
      const result = await send(paisa, paymentPassword);
      clearDraft();
      form.reset({ amount: '', paymentPassword: '' });
      onDone(result);
    } catch (error) {
      const problem = submitProblem(error, t);
      if (problem.field === 'paymentPassword') {
        // the platform's word on the password shows until the next one is typed
        form.setValue('paymentPassword', '');
        form.setError('paymentPassword', { type: 'platform', message: problem.message }, { shouldFocus: true });
        return;
      }
      // a refusal of the amount (above the balance now) is said above the button, with the amount focused
      guarded.setFormError(problem.message);
      if (problem.field === 'amount') form.setFocus('amount');
    }
  });
  const checked = checkAmount(amount, limits);
  return { form, guarded, amountPaisa: checked.ok ? checked.paisa : null };
}
