import type { LimitPeriod } from '@wl/platform-contract';
import { formatDate, formatMoney, PRELOADED_FRESH_MS, RouteLink, useQuery } from '@wl/kit';
import { type CashierKey, useCashierT } from '../../../i18n/cashier.i18n.ts';
import { depositApi, depositKeys } from '../api/deposit-api.ts';
import styles from './deposit.module.css';

// The member's own deposit limits (issue 27, dev-api CONTRACT.md section 29). The platform refuses a deposit
// above them; this only shows the room before the player types an amount. Silent: without it the form works.
const PERIOD_TITLE_TEXT = {
  daily: 'deposit.limit_period_title.daily',
  weekly: 'deposit.limit_period_title.weekly',
  monthly: 'deposit.limit_period_title.monthly',
} as const satisfies Record<LimitPeriod, CashierKey>;

/** The room left under each limit the member set, with when it comes back; nothing when none is set. */
export function DepositLimits() {
  const { t } = useCashierT();
  // the page's preload has just asked for them on a start here: not a second time
  const limits = useQuery(depositKeys.limits, ({ signal }) => depositApi.limits(signal), { staleTime: PRELOADED_FRESH_MS });
  const set = (limits.data ?? []).filter((l) => l.limit !== null && l.left !== null);
  if (set.length === 0) return null;
  return (
    <section className={styles.limits} aria-labelledby="deposit-limits-title">
      <h2 id="deposit-limits-title" className={styles.limitsTitle}>
        {t('deposit.limits_title')}
      </h2>
      <ul className={styles.limitsList}>
        {set.map((l) => (
          <li key={l.period}>
            {t('deposit.limit_left', {
              period: t(PERIOD_TITLE_TEXT[l.period]),
              limit: formatMoney(l.limit),
              left: formatMoney(l.left),
              time: formatDate(l.resetsAt, 'dateTime'),
            })}
          </li>
        ))}
      </ul>
      <RouteLink route="responsibleGaming" className={styles.limitsLink}>
        {t('deposit.limits_manage')}
      </RouteLink>
    </section>
  );
}
