import { useEffect, useState } from 'react';
import { CdnImage, Dialog, events, readStored, useSessionStore, writeStored } from '@wl/shared';
import { afterHero } from '../../../lib/after-hero.ts';
import { htmlToText } from '../../../lib/html-to-text.ts';
import { fetchAnnouncements, fetchLoginPopups } from '../api/home-api.ts';
import { popupQueue, popupSeenKey, type PopupItem } from '../model/popup-queue.ts';
import { whenNoDialog } from '../model/when-no-dialog.ts';
import styles from './home-popups.module.css';

const unseen = (kind: 'A' | 'B' | 'home') => readStored('session', popupSeenKey(kind)) !== '1';

/**
 * The login popup (execution A for members, B for guests) and the home popup notice, each once per
 * session, one after the other, as modal dialogs (backdrop, focus moved in and given back on close). They
 * open only after the first banner has painted, so the page is there first, and after any dialog already open
 * (a contract request) is answered; a login asked for sends them away, so that a promotion never stands between
 * a player and the login dialog.
 */
export function HomePopups() {
  const loggedIn = useSessionStore((s) => s.session !== null);
  const [queue, setQueue] = useState<PopupItem[]>([]);

  useEffect(() => {
    let live = true;
    const execution = loggedIn ? 'A' : 'B';
    const loginPopups = unseen(execution) ? fetchLoginPopups(execution).catch(() => []) : Promise.resolve([]);
    const notices = unseen('home') ? fetchAnnouncements('PU').catch(() => []) : Promise.resolve([]);
    void afterHero(() => Promise.all([loginPopups, notices])).then(async ([popups, homeNotices]) => {
      await whenNoDialog();
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
  // one dialog per popup (key): each is announced and focused on its own, and the last gives focus back
  return (
    <Dialog key={current.key} open title={current.title} onClose={() => setQueue((q) => q.slice(1))} className={styles.popup}>
      <div data-testid="home-popup" data-popup={current.key}>
        {current.imageUrl ? <CdnImage className={styles.image} src={current.imageUrl} alt="" width={690} height={280} /> : null}
        {/* the notice's text only: the full notice is on /m/notice, and a popup needs no markup */}
        <p className={styles.content}>{htmlToText(current.content)}</p>
      </div>
    </Dialog>
  );
}
