import { useTranslation } from 'react-i18next';
import { Link, QueryView, RouteLink, useQuery } from '@wl/kit';
import { pageStyles } from '../../../ui/index.ts';
import { paths } from '../../../paths.ts';
import { BREAK_PERIODS, EXCLUSION_PERIODS, fetchLimits, fetchRealityCheck } from '../api/protection-api.ts';
import { NS } from '../protection.i18n.ts';
import { ExclusionForm } from './exclusion-form.tsx';
import { LimitsForm } from './limits-form.tsx';
import { RealityCheckForm } from './reality-check-form.tsx';
import styles from './protection.module.css';

/**
 * /m/responsibleGaming: deposit limits, the reality check, a break and self-exclusion (issue 27). A real
 * member's page: the route's gate (decision 026) turns a guest and a trial account away before it renders.
 */
export function ResponsibleGamingScreen() {
  const { t } = useTranslation(NS);
  const limits = useQuery(['protection', 'limits'], fetchLimits);
  const reality = useQuery(['protection', 'reality'], fetchRealityCheck);
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.heading}>{t('title')}</h1>
      <p className={pageStyles.muted}>{t('intro')}</p>
      <section className={`${pageStyles.card} ${styles.section}`} aria-labelledby="rg-limits">
        <h2 id="rg-limits" className={styles.sectionTitle}>
          {t('limits')}
        </h2>
        <p className={styles.hint}>{t('limits_hint')}</p>
        <QueryView query={limits} isEmpty={() => false} className={styles.reserve}>
          {/* keyed by what the platform holds: after a save the fields show it again */}
          {(data) => <LimitsForm key={JSON.stringify(data.limits.map((l) => [l.limit, l.pending]))} limits={data.limits} />}
        </QueryView>
      </section>
      <section className={`${pageStyles.card} ${styles.section}`} aria-labelledby="rg-reality">
        <h2 id="rg-reality" className={styles.sectionTitle}>
          {t('reality')}
        </h2>
        <p className={styles.hint}>{t('reality_hint')}</p>
        <QueryView query={reality} isEmpty={() => false} className={styles.reserveSmall}>
          {(data) => <RealityCheckForm key={data.minutes} minutes={data.minutes} />}
        </QueryView>
      </section>
      <section className={`${pageStyles.card} ${styles.section}`} aria-labelledby="rg-break">
        <h2 id="rg-break" className={styles.sectionTitle}>
          {t('break')}
        </h2>
        <p className={styles.hint}>{t('break_hint')}</p>
        <ExclusionForm kind="break" periods={BREAK_PERIODS} />
      </section>
      <section className={`${pageStyles.card} ${styles.section}`} aria-labelledby="rg-exclusion">
        <h2 id="rg-exclusion" className={styles.sectionTitle}>
          {t('exclusion')}
        </h2>
        <p className={styles.hint}>{t('exclusion_hint')}</p>
        <ExclusionForm kind="exclusion" periods={EXCLUSION_PERIODS} />
      </section>
      <section className={`${pageStyles.card} ${styles.section}`} aria-labelledby="rg-help">
        <h2 id="rg-help" className={styles.sectionTitle}>
          {t('help')}
        </h2>
        <RouteLink route="help" query={{ i: '3' }} className={styles.link}>
          {t('help')}
        </RouteLink>
        <Link to={paths.accountActivity} className={styles.link}>
          {t('activity_link')}
        </Link>
      </section>
    </div>
  );
}
