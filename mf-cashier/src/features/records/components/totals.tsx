import { formatCount, formatMoney } from '@wl/kit';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import styles from './records.module.css';

/** The platform's sums for the whole range and filter, not only this page. */
export function Totals({ count, amount, done, doneLabel }: { count: number; amount: number; done: number; doneLabel: string }) {
  const { t } = useCashierT();
  return (
    <dl className={`${styles.totals} wl-figures`}>
      <div>
        <dt>{t('records.count')}</dt>
        <dd>{formatCount(count)}</dd>
      </div>
      <div>
        <dt>{t('records.total')}</dt>
        <dd>{formatMoney(amount)}</dd>
      </div>
      <div>
        <dt>{doneLabel}</dt>
        <dd>{formatMoney(done)}</dd>
      </div>
    </dl>
  );
}
