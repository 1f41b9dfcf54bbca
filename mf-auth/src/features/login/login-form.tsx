import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlag } from '@wl/kit';
import '../../i18n/auth.i18n.ts';
import { CaptchaField, FormError, PasswordField, SubmitButton } from '@wl/kit/forms';
import { CheckboxField } from '../../components/checkbox-field/checkbox-field.tsx';
import layout from '../../components/form-layout/form-layout.module.css';
import { MobileCodeFields } from '../../components/sms-code/mobile-code-fields.tsx';
import { Tabs, tabId } from '../../components/tabs/tabs.tsx';
import { AccountField } from '../../components/account-field/account-field.tsx';
import type { LoginType } from '../../lib/auth-api.ts';
import { withoutSpaces } from '../../lib/validation/bind-field.ts';
import { useFreePlay } from '../trial/index.ts';
import { LoginLinks } from './login-links.tsx';
import { SocialButtons } from './social-buttons.tsx';
import { useLoginForm } from './use-login-form.ts';

interface Props {
  /** after a stored login (or free play): the page goes home, the dialog closes */
  onSuccess: () => void;
  /** a link of the form was followed (the dialog closes) */
  onLeave?: () => void;
}

/** The login form of /m/login and of the login dialog. */
export function LoginForm({ onSuccess, onLeave }: Props) {
  const { t } = useTranslation('auth');
  const ids = useId();
  const login = useLoginForm(onSuccess);
  const freePlayOn = useFlag('FREEPLAY3');
  const freePlay = useFreePlay(onSuccess);
  const { form, tab } = login;
  const { control } = form;
  const panelId = `${ids}-panel`;

  const tabs = [
    { value: 'username' as LoginType, label: t('tab_username') },
    { value: 'sms' as LoginType, label: t('tab_mobile') },
  ];

  return (
    <div className={layout.form}>
      {login.rememberedName ? (
        <div className={layout.actions}>
          <SubmitButton type="button" pending={login.signingBack} onClick={() => void login.signBack()}>
            {t('continue_as', { name: login.rememberedName })}
          </SubmitButton>
        </div>
      ) : null}
      {login.smsOn ? (
        <Tabs label={t('login_method')} items={tabs} value={tab} onChange={login.switchTab} panelId={panelId} idBase={ids} />
      ) : null}
      <form
        id={panelId}
        role={login.smsOn ? 'tabpanel' : undefined}
        aria-labelledby={login.smsOn ? tabId(ids, tab) : undefined}
        aria-label={login.smsOn ? undefined : t('login')}
        className={layout.form}
        method="post"
        noValidate
        onSubmit={login.submit}
      >
        {tab === 'username' ? (
          <>
            <AccountField kind="username" control={control} name="username" clean={withoutSpaces} />
            <PasswordField
              control={control}
              name="password"
              label={t('password')}
              placeholder={t('password_placeholder')}
              required
              autoComplete="current-password"
            />
            {login.captchaShown ? (
              <CaptchaField control={control} required picture={login.captcha.picture} onRefresh={login.captcha.refresh} />
            ) : null}
            {login.captchaShown && login.smsOn ? (
              // WCAG 3.3.8: a way in that needs no puzzle, offered where the puzzle is
              <button type="button" className={layout.link} onClick={() => login.switchTab('sms')}>
                {t('captcha_alternative')}
              </button>
            ) : null}
          </>
        ) : (
          <MobileCodeFields form={form} sms={login.sms} canSend={login.canSendSms} />
        )}
        <CheckboxField name="remember" checked={login.remember} onChange={login.setRemember}>
          {t('remember')}
        </CheckboxField>
        <FormError message={login.formError} />
        <div className={layout.actions}>
          <SubmitButton pending={login.pending}>{t('login')}</SubmitButton>
          {freePlayOn ? (
            <SubmitButton type="button" variant="secondary" pending={freePlay.pending} onClick={() => void freePlay.start()}>
              {t('free_play')}
            </SubmitButton>
          ) : null}
        </div>
      </form>
      <SocialButtons />
      <LoginLinks onLeave={onLeave} />
    </div>
  );
}
