import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, PRELOADED_FRESH_MS, queryCache, toast, useMutation, useQuery } from '@wl/kit';
import { PagedList, pageStyles } from '../../../ui/index.ts';
import { fetchInbox, inboxKey, readAllMail } from '../api/inbox-api.ts';
import { NS } from '../inbox.i18n.ts';
import { MailDialog } from './mail-dialog.tsx';
import styles from './inbox.module.css';

/** The inbox: newest first, unread marked, a page at a time; mark all read. */
export function InboxList() {
  const { t } = useTranslation(NS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  // fresh for a moment: the first page the address's preload took is not asked for again as the list mounts
  const inbox = useQuery(inboxKey(page), () => fetchInbox(page), { staleTime: PRELOADED_FRESH_MS });
  const readAll = useMutation(() => readAllMail());
  const unread = inbox.data?.unreadCount ?? 0;

  const close = () => {
    setOpen(null);
    queryCache.invalidate(['inbox', 'list']);
  };

  return (
    <section className={pageStyles.page} aria-labelledby="inbox-heading">
      <div className={`${pageStyles.bar} ${styles.bar}`}>
        <h2 id="inbox-heading" className={pageStyles.heading}>
          {t('inbox')}
        </h2>
        <button
          type="button"
          className={pageStyles.action}
          disabled={unread === 0 || readAll.isPending}
          aria-busy={readAll.isPending}
          onClick={() =>
            void readAll
              .mutate(undefined)
              .then(() => {
                toast.success(t('all_read'));
                queryCache.invalidate(['inbox']);
              })
              .catch(() => undefined)
          }
        >
          {t('mark_all_read')}
        </button>
      </div>
      <PagedList query={inbox} emptyText={t('empty_inbox')} className={styles.reserve} itemKey={(m) => m.id} onPage={setPage}>
        {(m, index) => (
          <button type="button" className={styles.row} onClick={() => setOpen(m.id)} data-read={m.read} data-frame-part={`mail-${index}`}>
            <span className={styles.rowTitle}>
              {m.read ? null : (
                <span className={`${pageStyles.badge} ${styles.unread}`} data-frame-part="unread">
                  {t('unread')}
                </span>
              )}
              <span data-frame-part="title">{m.title}</span>
            </span>
            <span className={styles.date} data-frame-part="date">
              {formatDate(m.createdAt, 'dateTime')}
            </span>
          </button>
        )}
      </PagedList>
      {open !== null ? <MailDialog id={open} onClose={close} /> : null}
    </section>
  );
}
