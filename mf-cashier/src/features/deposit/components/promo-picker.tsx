import { formatMoney, useQuery } from '@wl/kit';
import { SelectField } from '@wl/kit/forms';
import { useController } from 'react-hook-form';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import { submitProblem } from '../../../lib/errors.ts';
import { paisaText } from '../../../lib/money.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { depositApi, depositKeys } from '../api/deposit-api.ts';
import type { Promo } from '../api/deposit-types.ts';
import layout from '../../../components/screen/screen.module.css';
import styles from './deposit.module.css';

/** How long the amount must rest before its bonus is asked for. */
const QUOTE_DELAY_MS = 400;

interface Props {
  channelCode: string;
  /** the form whose 'promo' field holds the chosen promotion ('' for none) */
  /** the amount in paisa when it is valid, else null */
  amountPaisa: number | null;
}

/**
 * The promotions this member may take with this method, as one select of a fixed height (the list
 * arrives after the channels and must not push the form down); the chosen one's terms and the bonus it
 * adds to this amount show in a line whose space is kept.
 */
export function PromoPicker({ channelCode, amountPaisa }: Props) {
  const { t } = useCashierT();
  const { field, fieldState } = useController({ name: 'promo' });
  const value = field.value as string;
  // a problem of the choice found on submit (below the promotion's minimum)
  const error = fieldState.error?.message;
  const promos = useQuery(depositKeys.promos(channelCode), ({ signal }) => depositApi.promos(channelCode, signal));
  const list = promos.data ?? [];
  const chosen = list.find((p) => String(p.id) === value) ?? null;
  const terms = (p: Promo) =>
    t('deposit.promo_terms', { percent: p.percent, max: formatMoney(p.maxBonus), min: formatMoney(p.minDeposit) });
  return (
    <div className={styles.promos}>
      <SelectField
        name="promo"
        label={t('deposit.promo')}
        placeholder={t('deposit.promo_no')}
        options={list.map((p) => ({ value: String(p.id), label: p.title }))}
        // the promotion is optional: while its list loads or fails, the deposit goes on without one
        disabled={list.length === 0}
      />
      <div className={styles.promoInfo} aria-live="polite">
        {chosen ? <p className={layout.muted}>{terms(chosen)}</p> : null}
        {chosen && amountPaisa !== null && !error ? (
          <PromoQuote promo={chosen} channelCode={channelCode} amountPaisa={amountPaisa} />
        ) : null}
        {promos.status === 'success' && list.length === 0 ? <p className={layout.muted}>{t('deposit.promo_none_available')}</p> : null}
      </div>
    </div>
  );
}

/** The bonus the chosen promotion adds to this amount, as the platform computes it. */
function PromoQuote({ promo, channelCode, amountPaisa }: { promo: Promo; channelCode: string; amountPaisa: number }) {
  const { t } = useCashierT();
  const amount = useDebounced(paisaText(amountPaisa), QUOTE_DELAY_MS);
  const quote = useQuery(depositKeys.quote(promo.id, channelCode, amount), ({ signal }) =>
    depositApi.quote({ promoId: promo.id, channelCode, amount }, signal),
  );
  if (quote.data)
    return (
      <p className={styles.quote}>
        {t('deposit.promo_quote', { bonus: formatMoney(quote.data.bonus), total: formatMoney(quote.data.total) })}
      </p>
    );
  if (quote.status === 'error') return <p className={layout.error}>{submitProblem(quote.error, t).message}</p>;
  return null;
}
