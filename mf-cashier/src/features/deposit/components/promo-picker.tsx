import { formatBalance, useQuery } from '@wl/shared';
import { useId } from 'react';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import { useCurrencySymbol } from '../../../lib/currency.ts';
import { submitProblem } from '../../../lib/errors.ts';
import { paisaText } from '../../../lib/money.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { depositApi, depositKeys } from '../api/deposit-api.ts';
import type { Promo } from '../api/deposit-types.ts';
import styles from './deposit.module.css';

/** How long the amount must rest before its bonus is asked for. */
export const QUOTE_DELAY_MS = 400;

interface Props {
  channelCode: string;
  /** the promotion chosen ('' for none) */
  value: string;
  onChange: (promoId: string) => void;
  /** the amount in paisa when it is valid, else null */
  amountPaisa: number | null;
  /** a problem of the choice found on submit (below the promotion's minimum) */
  error: string | null;
}

/** The promotions this member may take with this method; choosing one shows the bonus it adds. */
export function PromoPicker({ channelCode, value, onChange, amountPaisa, error }: Props) {
  const { t } = useCashierT();
  const symbol = useCurrencySymbol();
  const name = useId();
  const errorId = useId();
  const promos = useQuery(depositKeys.promos(channelCode), ({ signal }) => depositApi.promos(channelCode, signal));
  const list = promos.data ?? [];
  const chosen = list.find((p) => String(p.id) === value) ?? null;
  // the promotion is optional: while its list loads or fails, the deposit goes on without one
  if (list.length === 0) {
    return (
      <div className={styles.promos}>
        {promos.status === 'success' ? <p className={styles.muted}>{t('deposit.promo_none_available')}</p> : null}
      </div>
    );
  }
  const describe = (p: Promo) =>
    t('deposit.promo_terms', { percent: p.percent, symbol, max: formatBalance(p.maxBonus), min: formatBalance(p.minDeposit) });
  return (
    <fieldset className={styles.promos} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{t('deposit.promo')}</legend>
      <label className={styles.promo}>
        <input type="radio" name={name} value="" checked={chosen === null} onChange={() => onChange('')} />
        <span>{t('deposit.promo_no')}</span>
      </label>
      {list.map((promo) => (
        <label key={promo.id} className={styles.promo}>
          <input type="radio" name={name} value={promo.id} checked={chosen?.id === promo.id} onChange={() => onChange(String(promo.id))} />
          <span>
            <span className={styles.promoTitle}>{promo.title}</span>
            <span className={styles.muted}>{describe(promo)}</span>
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : chosen && amountPaisa !== null ? (
        <PromoQuote promo={chosen} channelCode={channelCode} amountPaisa={amountPaisa} />
      ) : null}
    </fieldset>
  );
}

/** The bonus the chosen promotion adds to this amount, as the platform computes it. */
function PromoQuote({ promo, channelCode, amountPaisa }: { promo: Promo; channelCode: string; amountPaisa: number }) {
  const { t } = useCashierT();
  const symbol = useCurrencySymbol();
  const amount = useDebounced(paisaText(amountPaisa), QUOTE_DELAY_MS);
  const quote = useQuery(
    depositKeys.quote(promo.id, channelCode, amount),
    ({ signal }) => depositApi.quote({ promoId: promo.id, channelCode, amount }, signal),
    {
      refetchOn: ['session'],
    },
  );
  let text = '';
  if (quote.data)
    text = t('deposit.promo_quote', { symbol, bonus: formatBalance(quote.data.bonus), total: formatBalance(quote.data.total) });
  else if (quote.status === 'error') text = submitProblem(quote.error, t).message;
  return (
    <p className={quote.status === 'error' && !quote.data ? styles.error : styles.quote} aria-live="polite">
      {text}
    </p>
  );
}
