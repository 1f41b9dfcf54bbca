import { useTranslation } from 'react-i18next';
import type { SmsSender } from './use-sms-sender.ts';
import styles from './sms-send-button.module.css';

interface Props {
  sender: SmsSender;
  /** the mobile number validates */
  canSend: boolean;
}

/** 'Send code', or the seconds until it may be sent again. Enabled only with a valid number and no countdown. */
export function SmsSendButton({ sender, canSend }: Props) {
  const { t } = useTranslation('common');
  const counting = sender.remaining > 0;
  return (
    <button
      type="button"
      className={styles.send}
      disabled={!canSend || counting || sender.sending}
      aria-busy={sender.sending || undefined}
      onClick={() => void sender.request()}
    >
      {counting ? t('ui.resend_in', { seconds: sender.remaining }) : t('ui.send_code')}
    </button>
  );
}
