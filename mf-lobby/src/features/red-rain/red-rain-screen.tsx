import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  events,
  formatDate,
  formatDuration,
  formatMoney,
  homeHref,
  MONEY_KEY,
  QueryView,
  routeHref,
  serverNow,
  toast,
  useMutation,
  useNavigate,
  useQuery,
  useSessionStore,
} from '@wl/kit';
import { claimEnvelope, fetchRain, type RainState } from './red-rain-model.ts';
import './red-rain.i18n.ts';
import styles from './red-rain.module.css';

const ENVELOPES = 12;

/** The platform's clock, ticking: its rains start and end on its time, whatever the phone's says (decision 027). */
function useNow(): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Rain({ data, refetch }: { data: RainState; refetch: () => void }) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const loggedIn = useSessionStore((s) => s.session !== null);
  const now = useNow();
  const claim = useMutation<void, { amount: number }>((_, { idempotencyKey }) => claimEnvelope(idempotencyKey));

  // a countdown that reaches its start (or a rain its end) asks the platform again, once per boundary:
  // a client clock ahead of the server's must not turn that into a loop
  const boundary = Date.parse(data.status === 'ACTIVE' && data.current ? data.current.endTime : data.next.startTime);
  const refetchedFor = useRef(0);
  useEffect(() => {
    if (now >= boundary && refetchedFor.current !== boundary) {
      refetchedFor.current = boundary;
      refetch();
    }
  }, [now, boundary, refetch]);

  const take = async () => {
    if (!loggedIn) {
      navigate(routeHref('login') ?? homeHref());
      return;
    }
    try {
      const { amount } = await claim.mutate();
      toast.success(t('rain.won', { amount: formatMoney(amount) }));
      // the rain's state follows the wallet: this also fetches it again, now with the claimed amount
      events.emit('wallet:refresh');
    } catch {
      // the HTTP layer showed why (already taken, rain over)
    }
  };

  const active = data.status === 'ACTIVE' && data.current;
  return (
    <div className={styles.page} data-testid="red-rain" data-status={data.status}>
      <h2 className={styles.title}>{t('rain.title')}</h2>
      <p className={styles.intro}>
        {t('rain.intro', {
          times: data.schedule.map((time) => formatDate(time, 'time')).join(', '),
          minutes: data.minutes,
          max: formatMoney(data.maxAmount),
        })}
      </p>
      {active ? (
        <>
          <p className={styles.banner}>
            {data.claimedAmount !== null ? t('rain.claimed', { amount: formatMoney(data.claimedAmount) }) : t('rain.now')} ·{' '}
            {t('rain.ends', { time: formatDate(data.current!.endTime, 'dateTime') })}
          </p>
          {data.claimedAmount === null ? (
            <div className={styles.sky}>
              {Array.from({ length: ENVELOPES }, (_, i) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed set of identical envelopes
                  key={i}
                  type="button"
                  className={styles.envelope}
                  style={{ left: `${(i * 37) % 90}%`, animationDelay: `${(i * 0.45) % 3}s` }}
                  aria-label={loggedIn ? t('rain.envelope') : t('rain.login')}
                  disabled={claim.isPending}
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
          <strong data-testid="rain-countdown">{formatDuration((Date.parse(data.next.startTime) - now) / 1000)}</strong>
          <span>{formatDate(data.next.startTime, 'dateTime')}</span>
        </div>
      )}
    </div>
  );
}

/** /m/redRain: the schedule, a countdown to the next rain, and during a rain envelopes to tap (one a rain). */
export function RedRainScreen() {
  // what a member has claimed is theirs: the state follows the session and the wallet
  const rain = useQuery(['lobby', 'red-rain', MONEY_KEY], fetchRain);
  return <QueryView query={rain}>{(data) => <Rain data={data} refetch={rain.refetch} />}</QueryView>;
}
