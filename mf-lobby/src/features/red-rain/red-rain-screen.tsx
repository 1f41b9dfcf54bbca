import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, events, formatAmount, formatDate, Loading, paths, toast, useConfigStore, useNavigate, useSessionStore } from '@wl/shared';
import { useResource } from '../../lib/use-resource.ts';
import { claimEnvelope, countdown, fetchRain } from './red-rain-model.ts';
import './red-rain.i18n.ts';
import styles from './red-rain.module.css';

const ENVELOPES = 12;

/** /m/redRain: the schedule, a countdown to the next rain, and during a rain envelopes to tap (one a rain). */
export function RedRainScreen() {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const loggedIn = useSessionStore((s) => s.session !== null);
  const symbol = useConfigStore((s) => s.config?.currency.symbol ?? '');
  const rain = useResource(fetchRain, [loggedIn]);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const data = rain.data;
  // a countdown that reaches its start (or a rain its end) asks the platform again, once per boundary:
  // a client clock ahead of the server's must not turn that into a loop
  const boundary = data ? Date.parse(data.status === 'ACTIVE' && data.current ? data.current.endTime : data.next.startTime) : 0;
  const reloadedFor = useRef(0);
  useEffect(() => {
    if (data && now >= boundary && reloadedFor.current !== boundary) {
      reloadedFor.current = boundary;
      rain.reload();
    }
  }, [data, now, boundary]);

  if (rain.status === 'error' && !data) return <ErrorState onRetry={rain.reload} />;
  if (!data) return <Loading />;

  const take = async () => {
    if (!loggedIn) {
      navigate(paths.login);
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      const { amount } = await claimEnvelope();
      toast.success(t('rain.won', { amount: formatAmount(amount, symbol) }));
      events.emit('wallet:refresh');
      rain.reload();
    } catch {
      // the HTTP layer showed why (already taken, rain over)
    } finally {
      setBusy(false);
    }
  };

  const active = data.status === 'ACTIVE' && data.current;
  return (
    <div className={styles.page} data-testid="red-rain" data-status={data.status}>
      <h2 className={styles.title}>{t('rain.title')}</h2>
      <p className={styles.intro}>{t('rain.intro', { times: data.schedule.join(', '), minutes: data.minutes, max: formatAmount(data.maxAmount, symbol) })}</p>
      {active ? (
        <>
          <p className={styles.banner}>
            {data.claimedAmount !== null ? t('rain.claimed', { amount: formatAmount(data.claimedAmount, symbol) }) : t('rain.now')} ·{' '}
            {t('rain.ends', { time: formatDate(data.current!.endTime, 'MM/DD HH:mm') })}
          </p>
          {data.claimedAmount === null ? (
            <div className={styles.sky}>
              {Array.from({ length: ENVELOPES }, (_, i) => (
                <button
                  key={i}
                  type="button"
                  className={styles.envelope}
                  style={{ left: `${(i * 37) % 90}%`, animationDelay: `${(i * 0.45) % 3}s` }}
                  aria-label={loggedIn ? t('rain.envelope') : t('rain.login')}
                  disabled={busy}
                  onClick={() => void take()}
                >
                  <span aria-hidden="true">🧧</span>
                </button>
              ))}
            </div>
          ) : null}
        </>
      ) : (
        <div className={styles.countdown}>
          <span>{t('rain.next')}</span>
          <strong data-testid="rain-countdown">{countdown(Date.parse(data.next.startTime), now)}</strong>
          <span>{formatDate(data.next.startTime, 'MM/DD HH:mm')}</span>
        </div>
      )}
    </div>
  );
}
