import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../inbox.i18n.ts';
import { InboxList } from './inbox-list.tsx';
import { NoticeList } from './notice-list.tsx';
import styles from './inbox.module.css';

type Tab = 'inbox' | 'announcements';

/** /m/webEmail and /m/message: the inbox, and on /m/message also the platform's announcements. */
export function InboxScreen({ withAnnouncements = false }: { withAnnouncements?: boolean }) {
  const { t } = useTranslation(NS);
  const [tab, setTab] = useState<Tab>('inbox');
  return (
    <>
      {withAnnouncements ? (
        <nav className={styles.tabs} aria-label={t('tabs')}>
          {(['inbox', 'announcements'] as const).map((k) => (
            <button key={k} type="button" className={`${styles.tab} wl-control`} aria-pressed={tab === k} onClick={() => setTab(k)}>
              {t(k)}
            </button>
          ))}
        </nav>
      ) : null}
      {tab === 'inbox' ? <InboxList /> : <NoticeList types="PL" title={t('announcements')} />}
    </>
  );
}
