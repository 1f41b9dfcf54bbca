import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, formatDate, Loading, SafeHtml } from '@wl/shared';
import { useResource } from '../../lib/use-resource.ts';
import { fetchAnnouncements } from '../home/api/home-api.ts';
import '../content.i18n.ts';
import styles from '../content.module.css';

/** The platform notices of the mobile site: bulletins, platform and home notices, popups. */
export const NOTICE_TYPES = 'B,PL,PU,H';

/** /m/notice: every notice, newest in the platform's order; one opens at a time, its HTML sanitized. */
export function NoticesScreen() {
  const { t } = useTranslation('lobby');
  const notices = useResource(() => fetchAnnouncements(NOTICE_TYPES, ''), []);
  const [open, setOpen] = useState<number | null>(null);

  if (notices.status === 'error' && !notices.data) return <ErrorState onRetry={notices.reload} />;
  if (!notices.data) return <Loading />;
  if (notices.data.length === 0) return <EmptyState />;
  return (
    <div className={styles.page}>
      <ul className={styles.list} aria-label={t('content.notices')} data-testid="notice-list">
        {notices.data.map((notice) => {
          const expanded = open === notice.id;
          return (
            <li key={notice.id} className={styles.item}>
              <button type="button" className={styles.summary} aria-expanded={expanded} aria-controls={`notice-${notice.id}`} onClick={() => setOpen(expanded ? null : notice.id)}>
                <strong>{notice.title}</strong>
                <span className={styles.date}>{formatDate(notice.startDate, 'MM/DD/YYYY')}</span>
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
    </div>
  );
}
