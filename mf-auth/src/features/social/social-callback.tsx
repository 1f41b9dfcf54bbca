import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Loading, useLocation, useNavigate, homeHref } from '@wl/kit';
import { paths } from '../../paths.ts';
import '../../i18n/auth.i18n.ts';
import layout from '../../components/form-layout/form-layout.module.css';
import { SubmitButton } from '@wl/kit/forms';
import { finishSignIn, type SignInOutcome } from './finish-sign-in.ts';
import { providerConfig } from './round-trip.ts';
import { FAILURE_TEXT, PROVIDER_NAME } from './social-texts.ts';
import { useStartSignIn } from './use-start-sign-in.ts';

// One run per answer: React's development double effect (and a re-mount) must not spend the round trip twice.
const running = new Map<string, Promise<SignInOutcome>>();
function finishOnce(search: string): Promise<SignInOutcome> {
  let run = running.get(search);
  if (!run) {
    run = finishSignIn(search).finally(() => running.delete(search));
    running.set(search, run);
  }
  return run;
}

type Failed = Extract<SignInOutcome, { ok: false }>;

/** /m/socialCallback: where the provider sends the player back; signs in, then returns where they were. */
export function SocialCallback() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { search } = useLocation();
  const [failed, setFailed] = useState<Failed | null>(null);
  const { start, starting } = useStartSignIn();

  useEffect(() => {
    let live = true;
    finishOnce(search).then(
      (outcome) => {
        if (!live) return;
        if (outcome.ok) navigate(outcome.returnTo, { replace: true });
        else setFailed(outcome);
      },
      () => live && setFailed({ ok: false, failure: 'network', provider: null, returnTo: null }),
    );
    return () => {
      live = false;
    };
  }, [navigate, search]);

  if (!failed) {
    return (
      <div className={layout.page}>
        <Loading label={t('social_signing_in')} delay={0} />
      </div>
    );
  }
  const provider = failed.provider ? t(PROVIDER_NAME[failed.provider]) : '';
  const retry = failed.provider && providerConfig(failed.provider) ? failed.provider : null;
  return (
    <section className={`${layout.page} ${layout.form}`} aria-labelledby="social-failed-title">
      <h2 id="social-failed-title">{t('social_failed_title')}</h2>
      <p role="alert">{t(FAILURE_TEXT[failed.failure], { provider, message: failed.message ?? '' })}</p>
      <div className={layout.actions}>
        {retry ? (
          <SubmitButton type="button" pending={starting === retry} onClick={() => void start(retry, failed.returnTo ?? homeHref())}>
            {t('social_try_again', { provider })}
          </SubmitButton>
        ) : null}
        <Link className={layout.link} to={paths.login} replace>
          {t('social_other_way')}
        </Link>
      </div>
    </section>
  );
}
