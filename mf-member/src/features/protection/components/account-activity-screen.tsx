/* eslint-disable es-x/no-array-prototype-at, es-x/no-string-prototype-at -- the platform's fields named at, not the method */
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, QueryView, queryCache, toast, useMutation, useQuery } from '@wl/kit';
import { dateTime, FieldError, pageStyles } from '../../../ui/index.ts';
import { fetchLogins, fetchSecurityEvents, type Login, signOutLogin, signOutOthers } from '../api/protection-api.ts';
import { NS } from '../protection.i18n.ts';
import styles from './protection.module.css';

const DEVICE_TEXT = {
  phone: 'device.phone',
  tablet: 'device.tablet',
  computer: 'device.computer',
} as const satisfies Record<Login['deviceKind'], ParseKeys<typeof NS>>;

function LoginRow({ login, onSignOut, busy }: { login: Login; onSignOut: (id: number) => void; busy: boolean }) {
  const { t } = useTranslation(NS);
  const device = t(DEVICE_TEXT[login.deviceKind]);
  const when = dateTime(login.loginAt);
  return (
    <li className={styles.item}>
      <span className={styles.itemText}>
        <strong>
          {device} · {login.browser}
        </strong>
        <span className={pageStyles.muted}>
          {when} · {login.place}
        </span>
        <span className={login.active ? styles.active : pageStyles.muted}>
          {login.current ? t('this_device') : login.active ? t('active') : t('ended')}
        </span>
      </span>
      {login.active && !login.current ? (
        <button
          type="button"
          className={pageStyles.action}
          disabled={busy}
          aria-label={`${t('sign_out')}: ${device}, ${when}`}
          onClick={() => onSignOut(login.id)}
        >
          {t('sign_out')}
        </button>
      ) : null}
    </li>
  );
}

/**
 * /m/accountActivity: where the account is signed in, with sign-outs, and the recent security events. A real
 * member's page: the route's gate (decision 026) turns a guest and a trial account away before it renders.
 */
export function AccountActivityScreen() {
  const { t } = useTranslation(NS);
  const logins = useQuery(['protection', 'logins'], fetchLogins);
  const events = useQuery(['protection', 'events'], fetchSecurityEvents);
  const [error, setError] = useState<string | null>(null);
  const end = useMutation((id: number | 'others') => (id === 'others' ? signOutOthers() : signOutLogin(id)));
  const run = async (id: number | 'others') => {
    setError(null);
    try {
      await end.mutate(id);
      toast.success(t('signed_out'), 1000);
      queryCache.invalidate(['protection']);
    } catch (err) {
      setError(isApiError(err) ? err.message : String(err));
    }
  };
  const othersActive = logins.data?.list.some((l) => l.active && !l.current) ?? false;

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.heading}>{t('activity')}</h1>
      <section className={`${pageStyles.card} ${styles.section}`} aria-labelledby="aa-logins">
        <h2 id="aa-logins" className={styles.sectionTitle}>
          {t('logins')}
        </h2>
        <QueryView query={logins} isEmpty={(d) => d.list.length === 0} emptyText={t('no_logins')} className={styles.reserve}>
          {(data) => (
            <ul className={styles.list}>
              {data.list.map((login) => (
                <LoginRow key={login.id} login={login} busy={end.isPending} onSignOut={(id) => void run(id)} />
              ))}
            </ul>
          )}
        </QueryView>
        <FieldError alert>{error}</FieldError>
        {othersActive ? (
          <button
            type="button"
            className={pageStyles.primary}
            disabled={end.isPending}
            aria-busy={end.isPending}
            onClick={() => void run('others')}
          >
            {t('sign_out_others')}
          </button>
        ) : null}
      </section>
      <section className={`${pageStyles.card} ${styles.section}`} aria-labelledby="aa-events">
        <h2 id="aa-events" className={styles.sectionTitle}>
          {t('events')}
        </h2>
        <QueryView query={events} isEmpty={(d) => d.list.length === 0} emptyText={t('no_events')} className={styles.reserveSmall}>
          {(data) => (
            <ul className={styles.list}>
              {data.list.map((event) => (
                <li key={event.id} className={styles.item}>
                  <span>{event.title}</span>
                  <span className={pageStyles.muted}>{dateTime(event.at)}</span>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
    </div>
  );
}
