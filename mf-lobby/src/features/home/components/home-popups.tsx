import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CdnImage, events, readStored, useSessionStore, writeStored } from '@wl/shared';
import { htmlToText } from '../../../lib/html-to-text.ts';
import { CloseIcon } from '../../../ui/icons.tsx';
import { fetchAnnouncements, fetchLoginPopups } from '../api/home-api.ts';
import { popupQueue, popupSeenKey, type PopupItem } from '../model/popup-queue.ts';
import '../home.i18n.ts';
import styles from './home-popups.module.css';

const unseen = (kind: 'A' | 'B' | 'home') => readStored('session', popupSeenKey(kind)) !== '1';

/**
 * The login popup (execution A for members, B for guests) and the home popup notice, each once per
 * session, one after the other. They do not block the page: a promotion must never stand between a
 * member and the login dialog or the menus, so they give way when a login is asked for.
 */
export function HomePopups() {
  const { t } = useTranslation('lobby');
  const loggedIn = useSessionStore((s) => s.session !== null);
  const [queue, setQueue] = useState<PopupItem[]>([]);

  useEffect(() => {
    let live = true;
    const execution = loggedIn ? 'A' : 'B';
    const loginPopups = unseen(execution) ? fetchLoginPopups(execution).catch(() => []) : Promise.resolve([]);
    const notices = unseen('home') ? fetchAnnouncements('PU').catch(() => []) : Promise.resolve([]);
    void Promise.all([loginPopups, notices]).then(([popups, homeNotices]) => {
      if (!live) return;
      if (popups.length) writeStored('session', popupSeenKey(execution), '1');
      if (homeNotices.length) writeStored('session', popupSeenKey('home'), '1');
      setQueue(popupQueue(popups, homeNotices));
    });
    return () => {
      live = false;
    };
  }, [loggedIn]);

  useEffect(() => events.on('auth:login-required', () => setQueue([])), []);

  const current = queue[0];
  if (!current) return null;
  return (
    <section
      className={styles.card}
      aria-label={`${t('home.popup_label')}: ${current.title}`}
      data-testid="home-popup"
      data-popup={current.key}
    >
      <button type="button" className={styles.close} onClick={() => setQueue((q) => q.slice(1))} aria-label={t('home.popup_close')}>
        <CloseIcon />
      </button>
      {current.imageUrl ? <CdnImage className={styles.image} src={current.imageUrl} alt="" width={690} height={280} /> : null}
      <h2 className={styles.title}>{current.title}</h2>
      {/* the notice's text only: the full notice is on /m/notice, and a card needs no markup */}
      <p className={styles.content}>{htmlToText(current.content)}</p>
    </section>
  );
}
