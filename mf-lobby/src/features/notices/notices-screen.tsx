import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, QueryView, SafeHtml, useQuery } from '@wl/shared';
import { fetchAnnouncements, type Announcement } from '../home/index.ts';
import '../content.i18n.ts';
import styles from '../content.module.css';

/** The platform notices of the mobile site: bulletins, platform and home notices, popups. */
const NOTICE_TYPES = 'B,PL,PU,H';

function NoticeList({ notices }: { notices: Announcement[] }) {
  const { t } = useTranslation('lobby');
  const [open, setOpen] = useState<number | null>(null);
  return (
    <ul className={styles.list} aria-label={t('content.notices')} data-testid="notice-list">
      {notices.map((notice) => {
        const expanded = open === notice.id;
        return (
          <li key={notice.id} className={styles.item}>
            <button
              type="button"
              className={styles.summary}
              aria-expanded={expanded}
              aria-controls={`notice-${notice.id}`}
              onClick={() => setOpen(expanded ? null : notice.id)}
            >
              <strong>{notice.title}</strong>
              <span className={styles.date}>{formatDate(notice.startDate)}</span>
            </button>
            {expanded ? (
              <div id={`notice-${notice.id}`}>
                <SafeHtml className={styles.content} html={notice.content} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** /m/notice: every notice, newest in the platform's order; one opens at a time, its HTML sanitized. */
export function NoticesScreen() {
  const notices = useQuery(['lobby', 'announcements', NOTICE_TYPES, ''], () => fetchAnnouncements(NOTICE_TYPES, ''));
  return (
    <div className={styles.page}>
      <QueryView query={notices}>{(list) => <NoticeList notices={list} />}</QueryView>
    </div>
  );
}
