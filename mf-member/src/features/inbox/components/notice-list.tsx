import { useTranslation } from 'react-i18next';
import { formatDate, QueryView, SafeHtml, useQuery } from '@wl/kit';
import { pageStyles } from '../../../ui/index.ts';
import { fetchNotices } from '../api/inbox-api.ts';
import { NS } from '../inbox.i18n.ts';
import styles from './inbox.module.css';

/** Announcements of the given types (A: the agent's), each opening in place; server HTML sanitized. */
export function NoticeList({ types, title }: { types: string; title: string }) {
  const { t } = useTranslation(NS);
  const notices = useQuery(['notices', types], () => fetchNotices(types), { staleTime: 60_000 });
  return (
    <section className={pageStyles.page} aria-label={title}>
      <h2 className={pageStyles.heading}>{title}</h2>
      <QueryView query={notices} emptyText={t('empty_notices')} className={styles.reserve}>
        {(list) => (
          <ul className="wl-list">
            {list.map((n) => (
              <li key={n.id}>
                <details className={styles.notice}>
                  <summary className={styles.row}>
                    <span className={styles.rowTitle}>{n.title}</span>
                    <span className={styles.date}>{formatDate(n.startDate)}</span>
                  </summary>
                  <SafeHtml html={n.content} className={styles.content} />
                </details>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
