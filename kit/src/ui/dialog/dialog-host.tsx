import { useTranslation } from 'react-i18next';
import { answerConfirm, useConfirmStore } from './confirm-store.ts';
import { Dialog, DialogButton } from './dialog.tsx';

/** Shows the questions asked through `confirmDialog`, one at a time. Mount once (the shell does). */
export function DialogHost() {
  const { t } = useTranslation();
  const current = useConfirmStore((s) => s.queue[0]);
  if (!current) return null;
  const answer = (yes: boolean) => answerConfirm(current.id, yes);
  return (
    <Dialog
      key={current.id}
      open
      title={current.title}
      onClose={() => answer(false)}
      closeButton={false}
      actions={
        <>
          <DialogButton onClick={() => answer(false)}>{current.cancelText ?? t('ui.cancel')}</DialogButton>
          <DialogButton variant="primary" onClick={() => answer(true)}>
            {current.confirmText ?? t('ui.confirm')}
          </DialogButton>
        </>
      }
    >
      {current.message}
    </Dialog>
  );
}
