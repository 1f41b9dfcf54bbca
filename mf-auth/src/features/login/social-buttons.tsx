import { useTranslation } from 'react-i18next';
import { useFlag } from '@wl/kit';
import '../../i18n/auth.i18n.ts';
import { PROVIDER_NAME, providerConfig, type SocialProvider, useStartSignIn } from '../social/index.ts';
import styles from './login-form.module.css';

const FLAGS: Record<SocialProvider, string> = {
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
  telegram: 'TELEGRAMLOGIN3',
};

/**
 * Social logins: a provider's button shows when its flag is on and the runtime file names the provider's
 * endpoints. A tap leaves for the provider's page; /m/socialCallback finishes the sign-in.
 */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  const { start, starting } = useStartSignIn();
  const on: Record<SocialProvider, boolean> = {
    facebook: useFlag(FLAGS.facebook),
    google: useFlag(FLAGS.google),
    telegram: useFlag(FLAGS.telegram),
  };
  const providers = (Object.keys(FLAGS) as SocialProvider[]).filter((provider) => on[provider] && providerConfig(provider));
  if (providers.length === 0) return null;
  return (
    <section className={styles.social} aria-label={t('social_title')}>
      <p className={styles.socialTitle}>{t('social_title')}</p>
      <div className={styles.socialRow}>
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className={styles.socialButton}
            data-provider={provider}
            disabled={starting !== null}
            aria-busy={starting === provider || undefined}
            onClick={() => void start(provider)}
          >
            {t(PROVIDER_NAME[provider])}
          </button>
        ))}
      </div>
    </section>
  );
}
