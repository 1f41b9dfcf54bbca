import { useTranslation } from 'react-i18next';
import { EmptyState, Link, useSessionStore, homeHref } from '@wl/kit';
import { paths } from '../../paths.ts';
import '../../i18n/auth.i18n.ts';
import layout from '../../components/form-layout/form-layout.module.css';
import { useGoHome } from '../../lib/go-home.ts';
import { SubmitButton } from '@wl/kit/forms';
import { isTrialSession } from './free-reject.ts';
import { useFreePlay } from './use-free-play.ts';

/** /m/trail: the free-play entry (a guest's, with FREEPLAY3: the shell's gate closes it otherwise, decision 026). */
export function TrialView() {
  const { t } = useTranslation('auth');
  const session = useSessionStore((s) => s.session);
  const freePlay = useFreePlay(useGoHome());

  if (isTrialSession(session)) {
    return (
      <EmptyState text={t('trial_active', { name: session!.userName })}>
        <Link to={homeHref()} className={layout.link}>
          {t('trial_home')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className={layout.form}>
      <p className={layout.intro}>{t('trial_intro')}</p>
      <SubmitButton type="button" pending={freePlay.pending} onClick={() => void freePlay.start()}>
        {t('trial_start')}
      </SubmitButton>
      <Link to={paths.register} className={`${layout.link} ${layout.center}`}>
        {t('register_now')}
      </Link>
    </div>
  );
}
