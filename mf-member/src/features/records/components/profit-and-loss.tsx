import {
  DateRangePicker,
  formatCount,
  formatDate,
  MONEY_KEY,
  presetRange,
  QueryView,
  RecordFields,
  useQuery,
  type DateRange,
} from '@wl/kit';

type RangePreset = Parameters<typeof presetRange>[0];
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchProfitAndLoss, type ProfitAndLoss as Pnl } from '../api/records-api.ts';
import { Money } from './money.tsx';
import styles from './records.module.css';

const FIGURES = ['deposits', 'withdrawals', 'bets', 'wins', 'bonuses', 'rebates'] as const;
const FIGURE_TEXT = {
  deposits: 'pnl.deposits',
  withdrawals: 'pnl.withdrawals',
  bets: 'pnl.bets',
  wins: 'pnl.wins',
  bonuses: 'pnl.bonuses',
  rebates: 'pnl.rebates',
} as const satisfies Record<(typeof FIGURES)[number], ParseKeys<'member-records'>>;

/** Profit and loss by period: the records' date presets and the platform's sums for it (net = wins + bonuses + rebates - bets). */
export function ProfitAndLoss({ now }: { now?: () => Date }) {
  const { t } = useTranslation('member-records');
  const [preset, setPreset] = useState<RangePreset>('last7');
  const [range, setRange] = useState<DateRange>(() => presetRange('last7', now?.()));
  const pnl = useQuery(['member-records', 'pnl', range, MONEY_KEY], (ctx) => fetchProfitAndLoss(range, ctx));

  return (
    <div className={`${styles.panel} wl-stack`}>
      <DateRangePicker
        preset={preset}
        range={range}
        now={now}
        onChange={(nextPreset, nextRange) => {
          setPreset(nextPreset);
          setRange(nextRange);
        }}
      />
      <section className={styles.summary} aria-label={t('pnl.summary')} aria-busy={pnl.isFetching}>
        <QueryView<Pnl> query={pnl} isEmpty={() => false}>
          {(data) => (
            <>
              <p className={styles.caption}>{t('pnl.period', { from: formatDate(data.startDate), to: formatDate(data.endDate) })}</p>
              <RecordFields
                fields={[
                  ...FIGURES.map((key) => ({ label: t(FIGURE_TEXT[key]), value: <Money value={data[key]} />, amount: true })),
                  { label: t('pnl.bet_count'), value: formatCount(data.betCount) },
                  {
                    label: <strong>{t('pnl.net')}</strong>,
                    value: (
                      <strong>
                        <Money value={data.net} signed />
                      </strong>
                    ),
                    amount: true,
                  },
                ]}
              />
            </>
          )}
        </QueryView>
      </section>
    </div>
  );
}
