import { useTranslation } from 'react-i18next';
import { toast, useFlag } from '@wl/shared';
import '../../i18n/auth.i18n.ts';
import styles from './login-form.module.css';

/**
 * Social logins by flag (FACEBOOKLOGIN3, GOOGLELOGIN3, TELEGRAMLOGIN3). The platform offers no such
 * login yet (the dev API answers 'firebase' logins with function.not.available), so a tap says so.
 */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  const facebook = useFlag('FACEBOOKLOGIN3');
  const google = useFlag('GOOGLELOGIN3');
  const telegram = useFlag('TELEGRAMLOGIN3');
  const buttons = [
    facebook && { id: 'facebook', label: t('social_facebook') },
    google && { id: 'google', label: t('social_google') },
    telegram && { id: 'telegram', label: t('social_telegram') },
  ].filter((b): b is { id: string; label: string } => Boolean(b));
  if (buttons.length === 0) return null;
  return (
    <section className={styles.social} aria-label={t('social_title')}>
      <p className={styles.socialTitle}>{t('social_title')}</p>
      <div className={styles.socialRow}>
        {buttons.map((b) => (
          <button
            key={b.id}
            type="button"
            className={styles.socialButton}
            data-provider={b.id}
            onClick={() => toast.info(t('social_unavailable'))}
          >
            {b.label}
          </button>
        ))}
      </div>
    </section>
  );
}
