import { RecordFields, RecordsList, StatusBadge, type StatusTone } from '@wl/kit';
import { useId, useMemo, useState } from 'react';
import { type CashierKey, useCashierT } from '../i18n/cashier.i18n.ts';
import { paisaMoney } from '../lib/currency.ts';
import { type DemoPage, type DemoRecord, demoFetcher, demoRecords, SCENARIOS, type Scenario } from './demo-records.ts';
import styles from './records-kit-demo.module.css';
import '../i18n/demo.i18n.ts';
import '../i18n/records.i18n.ts';

const TONES: Record<DemoRecord['status'], StatusTone> = { pending: 'pending', approved: 'success', rejected: 'danger', expired: 'neutral' };
const STATUS_TEXT = {
  pending: 'records.status_pending',
  approved: 'records.status_approved',
  rejected: 'records.status_rejected',
  expired: 'records.status_expired',
} as const satisfies Record<DemoRecord['status'], CashierKey>;
const SCENARIO_TEXT = {
  many: 'demo.scenario_many_pages',
  empty: 'demo.scenario_empty',
  error: 'demo.scenario_error',
  slow: 'demo.scenario_slow',
  flaky: 'demo.scenario_flaky',
} as const satisfies Record<Scenario, CashierKey>;

/**
 * /dev/records-kit in mf-cashier's standalone entry (issue 8): the records-list kit with data from memory,
 * in every state a record screen can be in, so a team sees them all before wiring its own screen.
 * Not exposed to the shell.
 */
export default function RecordsKitDemo() {
  const { t } = useCashierT();
  const money = paisaMoney;
  const name = useId();
  const [scenario, setScenario] = useState<Scenario>('many');
  const records = useMemo(() => demoRecords(), []);
  // a new fetcher per scenario: its own call count (the flaky one fails every other call)
  const fetchPage = useMemo(() => demoFetcher(scenario, records), [scenario, records]);
  return (
    <main className={styles.demo}>
      <h1 className={styles.title}>{t('demo.title')}</h1>
      <p className={styles.text}>{t('demo.intro')}</p>
      <fieldset className={styles.scenarios}>
        <legend>{t('demo.scenario')}</legend>
        {SCENARIOS.map((value) => (
          <label key={value} className={styles.scenario}>
            <input type="radio" name={name} value={value} checked={scenario === value} onChange={() => setScenario(value)} />
            <span>{t(SCENARIO_TEXT[value])}</span>
          </label>
        ))}
      </fieldset>
      <RecordsList<DemoRecord, DemoPage>
        key={scenario}
        queryKey={`dev.records-kit.${scenario}`}
        label={t('demo.list')}
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        initialPreset="last30"
        statusOptions={(['pending', 'approved', 'rejected', 'expired'] as const).map((s) => ({
          value: s,
          label: t(STATUS_TEXT[s]),
        }))}
        renderRow={(r) => (
          <RecordFields
            title={`#${r.id} · ${r.channel}`}
            status={<StatusBadge tone={TONES[r.status]}>{t(STATUS_TEXT[r.status])}</StatusBadge>}
            fields={[
              { label: t('records.amount'), value: money(r.amount), amount: true },
              { label: t('records.time'), value: r.day },
            ]}
          />
        )}
        renderTotals={(page) => t('demo.totals', { count: page.totalCount, amount: money(page.totalPaisa) })}
      />
    </main>
  );
}
