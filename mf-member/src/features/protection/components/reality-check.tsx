import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogButton, homeHref, signOut, useNavigate, useQuery } from '@wl/kit';
import { Money } from '../../../ui/index.ts';
import { paths } from '../../../paths.ts';
import { fetchSessionFigures, type SessionFigures } from '../api/protection-api.ts';
import { NS } from '../protection.i18n.ts';
import styles from './protection.module.css';

const MINUTE = 60_000;
/** the page transition's fade (spec section 2) */
const PAGE_FADE_MS = 300;

/** The platform's figures and the page's clock when they arrived. */
type Reading = SessionFigures & { receivedAt: number };
const readFigures = (): Promise<Reading> => fetchSessionFigures().then((f) => ({ ...f, receivedAt: Date.now() }));

/**
 * When the session began on the page's clock: the platform's reading of the time since login, taken back from
 * the moment it arrived. Later readings bring new money figures but keep this start: only the page's passing
 * time counts from here (the page's clock may differ from the platform's).
 */
const loginOnPageClock = (first: Reading): number => first.receivedAt - (Date.parse(first.now) - Date.parse(first.loginAt));

function useElapsedText(ms: number) {
  const { t } = useTranslation(NS);
  const minutes = Math.floor(ms / MINUTE);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? t('hours_minutes', { h, m }) : t('minutes_only', { m });
}

/**
 * The reality check (issue 27): every 15, 30 or 60 minutes of a session, as the member chose, a reminder of the
 * time since login and the session's result, over any page and over a launched game (the dialog is a fixed layer
 * above everything, a vendor's frame too). The shell mounts it in its sessionReminder slot while a member is
 * signed in (decision 033); with the reminder off it renders nothing.
 */
export default function RealityCheck() {
  const session = useQuery(['protection', 'session'], readFigures);
  const [open, setOpen] = useState<Reading | null>(null);

  const figures = session.data;
  // the first reading fixes the start; a later one (a changed interval) keeps it
  const [start, setStart] = useState<number | null>(null);
  useEffect(() => {
    if (figures && start === null) setStart(loginOnPageClock(figures));
  }, [figures, start]);
  useEffect(() => {
    if (!figures || start === null || figures.minutes <= 0 || open) return undefined;
    const interval = figures.minutes * MINUTE;
    const elapsed = Date.now() - start;
    const due = (Math.floor(elapsed / interval) + 1) * interval - elapsed;
    const timer = setTimeout(() => {
      // the figures as they are now: the session's money has moved since the page loaded
      readFigures()
        .then(setOpen)
        .catch(() => setOpen(figures));
    }, due);
    return () => clearTimeout(timer);
    // closing the reminder (open back to null) schedules the next one
  }, [figures, start, open]);

  const close = useCallback(() => setOpen(null), []);
  return open && start !== null ? <Reminder figures={open} start={start} onContinue={close} /> : null;
}

function Reminder({ figures, start, onContinue }: { figures: SessionFigures; start: number; onContinue: () => void }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const time = useElapsedText(Date.now() - start);
  return (
    <Dialog
      open
      title={t('reminder_title')}
      onClose={onContinue}
      closeButton={false}
      closeOnBackdrop={false}
      actions={
        <>
          <DialogButton variant="primary" onClick={onContinue}>
            {t('continue')}
          </DialogButton>
          <DialogButton
            onClick={() => {
              onContinue();
              navigate(paths.transactionRecord);
            }}
          >
            {t('history')}
          </DialogButton>
          <DialogButton
            onClick={() => {
              // home first, and the sign-out once the page before has faded out (spec: 300 ms): a launched game
              // that sees its session end while it is still on screen sends the member to the login instead
              navigate(homeHref());
              setTimeout(() => void signOut(navigate, { confirm: false }), PAGE_FADE_MS + 100);
            }}
          >
            {t('log_out')}
          </DialogButton>
        </>
      }
    >
      <p>{t('reminder_time', { time })}</p>
      <dl className={styles.figures}>
        <dt>{t('reminder_deposits')}</dt>
        <dd>
          <Money value={figures.deposits} />
        </dd>
        <dt>{t('reminder_withdrawals')}</dt>
        <dd>
          <Money value={figures.withdrawals} />
        </dd>
        <dt className={styles.net}>{t('reminder_net')}</dt>
        <dd className={styles.net}>
          <Money value={figures.net} signed />
        </dd>
      </dl>
    </Dialog>
  );
}
