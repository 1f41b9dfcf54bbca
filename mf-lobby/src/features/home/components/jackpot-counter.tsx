import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jackpotDelay, jackpotStart, jackpotStep } from '../model/jackpot.ts';
import '../home.i18n.ts';
import styles from './jackpot-counter.module.css';

const digits = new Intl.NumberFormat('en-US');

/** The decorative jackpot: a random start, then 10 to 50 more every 3, 4 or 5 seconds. */
export function useJackpot(random: () => number = Math.random): number {
  const [value, setValue] = useState(() => jackpotStart(random));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      timer = setTimeout(() => {
        setValue((v) => jackpotStep(v, random));
        tick();
      }, jackpotDelay(random));
    };
    tick();
    return () => clearTimeout(timer);
  }, [random]);
  return value;
}

export function JackpotCounter() {
  const { t } = useTranslation('lobby');
  const value = useJackpot();
  return (
    <section className={styles.jackpot} aria-label={t('home.jackpot')} data-testid="jackpot">
      <span className={styles.label}>{t('home.jackpot')}</span>
      {/* decorative and changing every few seconds: not announced */}
      <span className={styles.value} aria-live="off" data-testid="jackpot-value">
        {digits.format(value)}
      </span>
    </section>
  );
}
