import { useEffect } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type AccessReason, events, homeHref, registerTranslations, RouteLink, useLocation, useNavigate } from '@wl/kit';
import { WayOn } from '../layout/way-on.tsx';
import styles from './route-closed.module.css';

const bn = {
  off_title: 'এই সেবাটি এখন চালু নেই',
  off_text: 'এই সাইটে সেবাটি খোলা নেই। দরকার হলে গ্রাহক সেবায় যোগাযোগ করুন।',
  signIn_title: 'চালিয়ে যেতে লগইন করুন',
  signIn_text: 'এই পাতাটি সদস্যদের জন্য। লগইন করলে পাতাটি এখানেই খুলবে।',
  trial_title: 'আসল অ্যাকাউন্ট দরকার',
  agentOnly_title: 'এই পাতাটি এজেন্টদের জন্য',
  agentOnly_text: 'এই পাতাটি শুধু সাইটের এজেন্টরা দেখতে পারেন।',
  guestOnly_title: 'আপনি লগইন করা আছেন',
  guestOnly_text: 'এই পাতাটি তাঁদের জন্য যাঁরা এখনও লগইন করেননি।',
  login: 'লগইন',
  back: 'ফিরে যান',
  service: 'গ্রাহক সেবা',
};
const en: typeof bn = {
  off_title: 'This service is not open',
  off_text: 'This service is not open on this site. Contact customer service if you need it.',
  signIn_title: 'Log in to continue',
  signIn_text: 'This page is for members. Once you log in, it opens right here.',
  trial_title: 'A real account is needed',
  agentOnly_title: 'This page is for agents',
  agentOnly_text: "Only the site's agents can see this page.",
  guestOnly_title: 'You are logged in',
  guestOnly_text: 'This page is for visitors who have not logged in.',
  login: 'Log in',
  back: 'Go back',
  service: 'Customer service',
};
registerTranslations('shell-gate', { bn, en });

declare global {
  interface WlTexts {
    'shell-gate': typeof bn;
  }
}

/** a reason's title and text; a trial account hears the spec's own message */
const SAID = {
  off: ['off_title', 'off_text'],
  signIn: ['signIn_title', 'signIn_text'],
  trial: ['trial_title', 'common:free_reject'],
  agentOnly: ['agentOnly_title', 'agentOnly_text'],
  guestOnly: ['guestOnly_title', 'guestOnly_text'],
} as const satisfies Record<AccessReason, readonly [ParseKeys<['shell-gate', 'common']>, ParseKeys<['shell-gate', 'common']>]>;

/**
 * A route the one gate table closes to this visitor (decision 026): why, in both languages, and a way back, home
 * and to the member centre. A guest also gets the login dialog at once; the page opens here after the login.
 */
export function RouteClosed({ reason, routeKey, wayOn }: { reason: AccessReason; routeKey: string; wayOn: boolean }) {
  const { t } = useTranslation(['shell-gate', 'common']);
  const navigate = useNavigate();
  // the router names the entry that opened the tab 'default': back from it has nowhere to go but home
  const firstEntry = useLocation().key === 'default';
  useEffect(() => {
    if (reason === 'signIn') events.emit('auth:login-required', {});
  }, [reason]);
  const [title, text] = SAID[reason];
  return (
    <section className={styles.closed} data-testid="route-closed" data-reason={reason} aria-labelledby="route-closed-title">
      {/* where the layout leaves the way on to the page, and the page is not shown (decision 029) */}
      {wayOn ? <WayOn here={routeKey} /> : null}
      <div className={styles.body}>
        <h2 id="route-closed-title" className={styles.title}>
          {t(title)}
        </h2>
        <p className={styles.text}>{t(text)}</p>
        <div className={styles.actions}>
          {reason === 'signIn' ? (
            <button type="button" className={styles.primary} onClick={() => events.emit('auth:login-required', {})}>
              {t('login')}
            </button>
          ) : null}
          {reason === 'off' ? (
            <RouteLink route="service" className={styles.secondary}>
              {t('service')}
            </RouteLink>
          ) : null}
          <button type="button" className={styles.secondary} onClick={() => (firstEntry ? navigate(homeHref()) : navigate(-1))}>
            {t('back')}
          </button>
        </div>
      </div>
    </section>
  );
}
