import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useMutation } from '@wl/kit';
import { FormError, PinField, SubmitButton, useGuardedSubmit } from '@wl/kit/forms';
import { FormProvider, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { type CashierKey, useCashierT } from '../../../i18n/cashier.i18n.ts';
import { submitProblem } from '../../../lib/errors.ts';
import { CHECKED, said } from '../../../lib/form-rules.ts';
import { paymentPasswordApi } from '../api/payment-password-api.ts';
import { confirmProblem, type PinProblem, pinProblem } from '../model/pin-rules.ts';
import layout from '../../../components/screen/screen.module.css';
import styles from './set-password-form.module.css';

const PIN_TEXT = { required: 'pin.required', format: 'pin.format', weak: 'pin.weak' } as const satisfies Record<PinProblem, CashierKey>;
const CONFIRM_TEXT = { required: 'pin.confirm_required', mismatch: 'pin.confirm_mismatch' } as const satisfies Record<
  NonNullable<ReturnType<typeof confirmProblem>>,
  CashierKey
>;

const FIELDS = ['newPassword', 'confirmPassword'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name);

/**
 * A member without a withdrawal password sets one first (money leaves the wallet only with it), then
 * carries on where they were: `onDone` refetches what depended on it.
 */
export function SetPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useCashierT();
  const save = useMutation((values: { pin: string; confirm: string }) => paymentPasswordApi.set(values.pin, values.confirm));
  const schema = v.pipe(
    v.object({
      newPassword: said((pin) => {
        const problem = pinProblem(pin);
        return problem ? t(PIN_TEXT[problem]) : null;
      }),
      confirmPassword: v.string(),
    }),
    // the confirmation is checked once the PIN itself is good
    v.forward(
      v.partialCheck(
        [['newPassword'], ['confirmPassword']],
        ({ newPassword, confirmPassword }) => confirmProblem(newPassword, confirmPassword) === null,
        ({ input: { newPassword, confirmPassword } }) => t(CONFIRM_TEXT[confirmProblem(newPassword, confirmPassword) ?? 'mismatch']),
      ),
      ['confirmPassword'],
    ),
  );
  const form = useForm<v.InferInput<typeof schema>, unknown, v.InferOutput<typeof schema>>({
    ...CHECKED,
    resolver: standardSchemaResolver(schema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const guarded = useGuardedSubmit(form, async ({ newPassword, confirmPassword }) => {
    try {
      await save.mutate({ pin: newPassword, confirm: confirmPassword });
      onDone();
    } catch (error) {
      const refusal = submitProblem(error, t);
      if (refusal.field && isField(refusal.field)) form.setError(refusal.field, { type: 'platform', message: refusal.message });
      else guarded.setFormError(refusal.message);
    }
  });

  return (
    <FormProvider {...form}>
      <form className={`${layout.surface} ${layout.card} wl-stack`} onSubmit={guarded.submit} noValidate aria-labelledby="set-pin-title">
        <h2 id="set-pin-title" className={styles.title}>
          {t('pin.set_title')}
        </h2>
        <p className={styles.text}>{t('pin.set_text')}</p>
        <PinField name="newPassword" label={t('pin.new')} autoComplete="new-password" hint={t('pin.rules')} />
        <PinField name="confirmPassword" label={t('pin.confirm')} autoComplete="new-password" />
        <FormError message={guarded.formError} />
        <SubmitButton pending={save.isPending} pendingText={t('submit_pending')} disabled={guarded.pending && !save.isPending}>
          {t('pin.set_submit')}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
