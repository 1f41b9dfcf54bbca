import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, useQuery } from '@wl/shared';
import { PagedList, pageStyles } from '../../../ui/index.ts';
import { fetchFeedback } from '../api/feedback-api.ts';
import { NS } from '../feedback.i18n.ts';
import styles from './feedback.module.css';

/** Earlier feedback, newest first, with the replies. */
export function FeedbackHistory() {
  const { t } = useTranslation(NS);
  const [page, setPage] = useState(1);
  const list = useQuery(['feedback', 'list', page], () => fetchFeedback(page));
  return (
    <section aria-labelledby="feedback-history" className={styles.history}>
      <h2 id="feedback-history" className={pageStyles.heading}>
        {t('history')}
      </h2>
      <PagedList
        query={list}
        emptyText={t('no_history')}
        className={styles.reserve}
        itemKey={(f) => f.id}
        itemClassName={pageStyles.card}
        onPage={setPage}
      >
        {(f) => (
          <>
            <p className={styles.meta}>
              <span>{f.typeName}</span>
              <span>{formatDate(f.createdAt, 'MM/DD HH:mm')}</span>
              <span className={f.status === 'REPLIED' ? styles.replied : styles.pending}>
                {t(f.status === 'REPLIED' ? 'replied' : 'pending')}
              </span>
            </p>
            <p className={styles.remarkText}>{f.remark}</p>
            {f.images.length > 0 ? (
              <ul className={styles.previews}>
                {f.images.map((url, i) => (
                  <li key={url}>
                    <img src={url} alt={t('preview', { n: i + 1 })} width={56} height={56} loading="lazy" />
                  </li>
                ))}
              </ul>
            ) : null}
            {f.reply ? (
              <p className={styles.reply}>
                <strong>{t('reply')}: </strong>
                {f.reply}
              </p>
            ) : null}
          </>
        )}
      </PagedList>
    </section>
  );
}
