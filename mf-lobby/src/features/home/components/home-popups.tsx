import { useEffect, useState } from 'react';
import { CdnImage, Dialog, events, readStored, useArrivalTurn, useSessionStore, writeStored } from '@wl/kit';
import { afterHero } from '../../../lib/after-hero.ts';
import { htmlToText } from '../../../lib/html-to-text.ts';
import { fetchAnnouncements, fetchLoginPopups } from '../api/home-api.ts';
import { loginPopupItem, noticePopupItem, POPUP_RANK, popupSeenKey, type PopupItem } from '../model/popup-queue.ts';
import { whenNoDialog } from '../model/when-no-dialog.ts';
import styles from './home-popups.module.css';

type Kind = 'A' | 'B' | 'home';
const unseen = (kind: Kind) => readStored('session', popupSeenKey(kind)) !== '1';

/**
 * One pop-up source of the home (decision 028): its item once the first banner has painted, and the turn the
 * arrival gives it. It marks itself seen (once a session) only when it shows; without the turn it waits for the
 * next arrival. It opens after any dialog already open is answered; a login asked for sends it away.
 */
function usePopup(kind: Kind, rank: number, load: () => Promise<PopupItem | null>): [PopupItem | null, () => void] {
  const [item, setItem] = useState<PopupItem | null | undefined>(undefined);
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once a kind (a login changes the kind)
  useEffect(() => {
    let live = true;
    if (!unseen(kind)) {
      setItem(null);
      return undefined;
    }
    setItem(undefined);
    void afterHero(() => load().catch(() => null)).then((found) => live && setItem(found));
    return () => {
      live = false;
    };
  }, [kind]);
  const turn = useArrivalTurn(
    `home-${kind === 'home' ? 'notice' : 'login'}`,
    rank,
    item === undefined ? undefined : item !== null && unseen(kind),
  );
  useEffect(() => {
    if (!turn || !item || !unseen(kind)) return undefined;
    let live = true;
    void whenNoDialog().then(() => {
      if (!live) return;
      writeStored('session', popupSeenKey(kind), '1');
      setOpen(true);
    });
    return () => {
      live = false;
    };
  }, [turn, item, kind]);
  useEffect(() => events.on('auth:login-required', () => setOpen(false)), []);
  return [open && item ? item : null, () => setOpen(false)];
}

/**
 * The login popup (execution A for members, B for guests) and the home popup notice, each once per session and
 * at most one on an arrival at the home (decision 028), as modal dialogs (backdrop, focus moved in and given back
 * on close). They open only after the first banner has painted, so the page is there first.
 */
export function HomePopups() {
  const loggedIn = useSessionStore((s) => s.session !== null);
  const execution = loggedIn ? 'A' : 'B';
  const [login, closeLogin] = usePopup(execution, POPUP_RANK.loginPopup, async () => {
    const first = (await fetchLoginPopups(execution))[0];
    return first ? loginPopupItem(first) : null;
  });
  const [notice, closeNotice] = usePopup('home', POPUP_RANK.homeNotice, async () => {
    const first = (await fetchAnnouncements('PU'))[0];
    return first ? noticePopupItem(first) : null;
  });
  const current = login ?? notice;
  if (!current) return null;
  return (
    <Dialog key={current.key} open title={current.title} onClose={login ? closeLogin : closeNotice} className={styles.popup}>
      <div data-testid="home-popup" data-popup={current.key}>
        {current.imageUrl ? <CdnImage className={styles.image} src={current.imageUrl} alt="" width={690} height={280} /> : null}
        {/* the notice's text only: the full notice is on /m/notice, and a popup needs no markup */}
        <p className={styles.content}>{htmlToText(current.content)}</p>
      </div>
    </Dialog>
  );
}
