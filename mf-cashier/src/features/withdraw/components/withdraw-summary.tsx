import { formatMoney } from '@wl/kit';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import type { WithdrawSettings } from '../api/withdraw-api.ts';
import layout from '../../../components/screen/screen.module.css';
import styles from './withdraw.module.css';

/** What the member may withdraw now: balance, limits, today's count. */
export function WithdrawSummary({ settings }: { settings: WithdrawSettings }) {
  const { t } = useCashierT();
  return (
    <dl className={`${layout.summary} ${styles.summary} wl-figures`}>
      <div className={styles.balance}>
        <dt>{t('withdraw.withdrawable')}</dt>
        <dd data-testid="withdrawable" data-frame-part="withdrawable">
          {formatMoney(settings.withdrawableBalance)}
        </dd>
      </div>
      <div>
        <dt>{t('withdraw.limits')}</dt>
        <dd data-frame-part="limits">{t('withdraw.limits_value', { min: formatMoney(settings.min), max: formatMoney(settings.max) })}</dd>
      </div>
      <div>
        <dt>{t('withdraw.today')}</dt>
        <dd data-frame-part="today">{t('withdraw.today_value', { used: settings.dailyCountUsed, count: settings.dailyCount })}</dd>
      </div>
    </dl>
  );
}
