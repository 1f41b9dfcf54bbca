import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@wl/kit';
import { type CounterRange, counterStart, counterStep, JACKPOT, jackpotDelay, PRIZE_POOL } from '../model/jackpot.ts';
import '../home.i18n.ts';
import styles from './jackpot-counter.module.css';

/** A decorative counter: a random start in its range, then a step more every 3, 4 or 5 seconds. */
function useCounter(range: CounterRange, random: () => number = Math.random): number {
  const [value, setValue] = useState(() => counterStart(range, random));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      timer = setTimeout(() => {
        setValue((v) => counterStep(range, v, random));
        tick();
      }, jackpotDelay(random));
    };
    tick();
    return () => clearTimeout(timer);
  }, [range, random]);
  return value;
}

/** The jackpot (whole taka) and, beside it, the second banner counter (poisha, shown with 2 decimals). */
export function JackpotCounter() {
  const { t } = useTranslation('lobby');
  const jackpot = useCounter(JACKPOT);
  const pool = useCounter(PRIZE_POOL);
  // decorative and changing every few seconds: not announced (aria-live off)
  return (
    <section className={styles.jackpot} aria-label={t('home.jackpot')} data-testid="jackpot">
      <p className={styles.counter}>
        <span className={styles.label}>{t('home.jackpot')}</span>
        <span className={styles.value} aria-live="off" data-testid="jackpot-value">
          {formatMoney(jackpot)}
        </span>
      </p>
      <p className={styles.counter}>
        <span className={styles.label}>{t('home.prize_pool')}</span>
        <span className={styles.value} aria-live="off" data-testid="prize-pool-value">
          {formatMoney(pool / 100)}
        </span>
      </p>
    </section>
  );
}
