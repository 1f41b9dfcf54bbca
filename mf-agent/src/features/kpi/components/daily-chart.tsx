import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@wl/kit';
import type { KpiDay } from '../api/kpi-api.ts';
import { CHART_KEYS, chartBars, type KpiKey } from '../model/kpi-model.ts';
import { KPI_TEXT, kpiValue } from './kpi-grid.tsx';
import { FiguresTable, report } from '../../../ui/index.ts';
import styles from './kpi.module.css';

/**
 * One KPI a day as bars (inline SVG: no chart library for a dozen rectangles) with the same figures as a table:
 * the table is what a screen reader reads, the picture is hidden from it.
 */
export function DailyChart({ days }: { days: KpiDay[] }) {
  const { t } = useTranslation('agent');
  const id = useId();
  const [metric, setMetric] = useState<KpiKey>('bets');
  const { bars, zeroY } = chartBars(days, metric);
  const width = Math.max(bars.length, 1) * 10;

  return (
    <section className={report.card} aria-labelledby={`${id}-title`}>
      <div className={styles.chartHead}>
        <h2 id={`${id}-title`} className={report.heading}>
          {t('kpi.by_day')}
        </h2>
        <label className={report.field}>
          <span>{t('kpi.show')}</span>
          <select value={metric} onChange={(e) => setMetric(e.target.value as KpiKey)}>
            {CHART_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(KPI_TEXT[key])}
              </option>
            ))}
          </select>
        </label>
      </div>
      <svg className={styles.chart} viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {bars.map((bar, i) => (
          <rect
            key={bar.date}
            x={i * 10 + 1.5}
            y={bar.y}
            width={7}
            height={Math.max(bar.height, 0.5)}
            className={bar.value < 0 ? styles.barNegative : styles.bar}
          />
        ))}
        <line x1={0} x2={width} y1={zeroY} y2={zeroY} className={styles.zero} />
      </svg>
      <div className={styles.tableWrap}>
        <FiguresTable
          caption={t('kpi.table_caption', { metric: t(KPI_TEXT[metric]) })}
          captionId={`${id}-caption`}
          columns={[t('kpi.date'), t(KPI_TEXT[metric])]}
          rows={bars.map((bar) => ({ key: bar.date, cells: [formatDate(bar.date), kpiValue(metric, bar.value)] }))}
        />
      </div>
    </section>
  );
}
