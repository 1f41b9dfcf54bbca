import { Link, useRouteHref } from '@wl/kit';
import { FormError, PinField, SubmitButton } from '@wl/kit/forms';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useCashierT } from '../../i18n/cashier.i18n.ts';
import { paisaMoney } from '../../lib/currency.ts';
import { AmountField } from '../amount-field/amount-field.tsx';
import { type MoneyOutOptions, useMoneyOutForm } from './use-money-out-form.ts';
import styles from './money-out-form.module.css';

interface Props<R> extends MoneyOutOptions<R> {
  /** the request runs (the mutation's pending state) */
  pending: boolean;
  /** the button's words: with the amount once it is valid */
  submitText: (amount: string | null) => ReactNode;
}

/** The form of money leaving the wallet: amount, withdrawal password, its refusal, one submit. */
export function MoneyOutForm<R>({ pending, submitText, ...options }: Props<R>) {
  // the security centre is another remote's page: without it in this start, no link
  const security = useRouteHref('securityCenter');
  const { t } = useCashierT();
  const { form, guarded, amountPaisa } = useMoneyOutForm(options);
  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={guarded.submit} noValidate>
        <AmountField limits={options.limits} />
        <PinField name="paymentPassword" label={t('pin.label')} autoComplete="current-password" />
        {security ? (
          <Link to={`${security}#withdrawal-password`} className={styles.forgot}>
            {t('pin.forgot')}
          </Link>
        ) : null}
        <FormError message={guarded.formError} hint={t('error_retry_hint')} />
        <SubmitButton pending={pending} pendingText={t('submit_pending')} disabled={guarded.pending && !pending}>
          {submitText(amountPaisa === null ? null : paisaMoney(amountPaisa))}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
