import { useTranslation } from 'react-i18next';
import { formatDate } from '@wl/kit';
import { MemberImage, PagedSection, pageStyles } from '../../../ui/index.ts';
import { fetchFeedback } from '../api/feedback-api.ts';
import { NS } from '../feedback.i18n.ts';
import styles from './feedback.module.css';

/** Earlier feedback, newest first, with the replies. */
export function FeedbackHistory() {
  const { t } = useTranslation(NS);
  return (
    <PagedSection
      id="feedback-history"
      title={t('history')}
      className={styles.history}
      reserveClassName={styles.reserve}
      queryKey={['feedback', 'list']}
      fetchPage={fetchFeedback}
      emptyText={t('no_history')}
      itemKey={(f) => f.id}
      itemClassName={pageStyles.card}
    >
      {(f) => (
        <>
          <p className={styles.meta}>
            <span>{f.typeName}</span>
            <span>{formatDate(f.createdAt, 'dateTime')}</span>
            <span className={f.status === 'REPLIED' ? styles.replied : styles.pending}>
              {t(f.status === 'REPLIED' ? 'replied' : 'pending')}
            </span>
          </p>
          {/* what the member wrote, and the operator's reply, as written (decision 025) */}
          <p className={styles.remarkText} data-verbatim="">
            {f.remark}
          </p>
          {f.images.length > 0 ? (
            <ul className={styles.previews}>
              {f.images.map((url, i) => (
                <li key={url}>
                  <MemberImage src={url} alt={t('preview', { n: i + 1 })} width={56} height={56} loading="lazy" />
                </li>
              ))}
            </ul>
          ) : null}
          {f.reply ? (
            <p className={styles.reply}>
              <strong>{t('reply')}: </strong>
              <span data-verbatim="">{f.reply}</span>
            </p>
          ) : null}
        </>
      )}
    </PagedSection>
  );
}
