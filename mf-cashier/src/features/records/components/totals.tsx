import { formatBalance } from '@wl/shared';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import { useCurrencySymbol } from '../../../lib/currency.ts';
import styles from './records.module.css';

/** The platform's sums for the whole range and filter, not only this page. */
export function Totals({ count, amount, done, doneLabel }: { count: number; amount: number; done: number; doneLabel: string }) {
  const { t } = useCashierT();
  const symbol = useCurrencySymbol();
  return (
    <dl className={`${styles.totals} wl-figures`}>
      <div>
        <dt>{t('records.count')}</dt>
        <dd>{count}</dd>
      </div>
      <div>
        <dt>{t('records.total')}</dt>
        <dd>
          {symbol}
          {formatBalance(amount)}
        </dd>
      </div>
      <div>
        <dt>{doneLabel}</dt>
        <dd>
          {symbol}
          {formatBalance(done)}
        </dd>
      </div>
    </dl>
  );
}
