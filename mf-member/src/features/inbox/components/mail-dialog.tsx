import { useTranslation } from 'react-i18next';
import { confirmDialog, Dialog, DialogButton, formatDate, QueryView, queryCache, SafeHtml, toast, useMutation, useQuery } from '@wl/kit';
import { deleteMails, fetchMail } from '../api/inbox-api.ts';
import { NS } from '../inbox.i18n.ts';
import styles from './inbox.module.css';

/** One mail: opening it marks it read (the server does, and its answer lowers the badge); server HTML sanitized. */
export function MailDialog({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation(NS);
  const mail = useQuery(['inbox', 'mail', id], () => fetchMail(id));
  const remove = useMutation(() => deleteMails([id]));

  const onDelete = async () => {
    const sure = await confirmDialog({
      title: t('delete_confirm_title'),
      message: t('delete_confirm_text'),
      confirmText: t('delete'),
      cancelText: t('cancel'),
    });
    if (!sure) return;
    await remove.mutate(undefined);
    toast.success(t('deleted'));
    queryCache.invalidate(['inbox', 'list']);
    onClose();
  };

  return (
    <Dialog
      open
      title={mail.data?.title ?? t('inbox')}
      onClose={onClose}
      actions={
        <DialogButton
          onClick={() => void onDelete().catch(() => undefined)}
          disabled={remove.isPending || !mail.data}
          aria-busy={remove.isPending}
        >
          {t('delete')}
        </DialogButton>
      }
    >
      <QueryView query={mail}>
        {(m) => (
          <article className={styles.mail}>
            <p className={styles.date}>{formatDate(m.createdAt, 'dateTime')}</p>
            <SafeHtml html={m.content} className={styles.content} />
          </article>
        )}
      </QueryView>
    </Dialog>
  );
}
