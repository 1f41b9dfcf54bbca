import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, PRELOADED_FRESH_MS, QueryView, queryCache, SafeHtml, useQuery } from '@wl/kit';
import { fetchAnnouncements, type Announcement } from '../home/index.ts';
import { NOTICE_TYPES } from './notice-types.ts';
import '../content.i18n.ts';
import styles from '../content.module.css';

export const NOTICES_KEY = ['lobby', 'announcements', NOTICE_TYPES, ''] as const;
const fetchNotices = () => fetchAnnouncements(NOTICE_TYPES, '');

/** The notices in the cache before the page renders, when the site starts on it: the HTML's early call answers it (decision 061). */
export const preloadNotices = () => queryCache.fetch(NOTICES_KEY, fetchNotices);

function NoticeList({ notices }: { notices: Announcement[] }) {
  const { t } = useTranslation('lobby');
  const [open, setOpen] = useState<number | null>(null);
  return (
    <ul className={styles.list} aria-label={t('content.notices')} data-testid="notice-list">
      {notices.map((notice, index) => {
        const expanded = open === notice.id;
        return (
          // the parts the HTML's first screen keeps and fills from the platform's answer (notices-shape.ts)
          <li key={notice.id} className={styles.item} data-frame-part={`notice-${index}`}>
            <button
              type="button"
              className={styles.summary}
              aria-expanded={expanded}
              aria-controls={`notice-${notice.id}`}
              onClick={() => setOpen(expanded ? null : notice.id)}
            >
              <strong data-frame-part="title">{notice.title}</strong>
              <span className={styles.date} data-frame-part="date">
                {formatDate(notice.startDate)}
              </span>
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
  // fresh for a moment: the answer the address's preload took is not asked for again as the page mounts
  const notices = useQuery(NOTICES_KEY, fetchNotices, { staleTime: PRELOADED_FRESH_MS });
  return (
    <div className={styles.page}>
      <QueryView query={notices}>{(list) => <NoticeList notices={list} />}</QueryView>
    </div>
  );
}
