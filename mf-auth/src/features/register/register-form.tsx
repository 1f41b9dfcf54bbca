import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Link, PageLoading, QueryView, useRouteHref } from '@wl/kit';
import { paths } from '../../paths.ts';
import type { RuleSet } from '@wl/validation';
import '../../i18n/auth.i18n.ts';
import { FormError, SubmitButton } from '@wl/kit/forms';
import { CheckboxField } from '../../components/checkbox-field/checkbox-field.tsx';
import layout from '../../components/form-layout/form-layout.module.css';
import { Tabs, tabId } from '../../components/tabs/tabs.tsx';
import { useRegisterSettings } from '../../lib/resources.ts';
import { isFieldRequired, type RegisterMethod } from './register-shape.ts';
import { RegisterField } from './register-field.tsx';
import { useRegisterForm } from './use-register-form.ts';

interface Props {
  onSuccess: () => void;
  /** the submit button's text (agent registration names it its own way) */
  submitLabel?: string;
}

/** The register form with the field rules of GET /wps/system/setting/register: loading, failure, then the form. */
export function RegisterForm(props: Props) {
  const settings = useRegisterSettings();
  return (
    <QueryView query={settings} placeholder={<PageLoading />}>
      {(rules) => <RegisterFormReady settings={rules} {...props} />}
    </QueryView>
  );
}

function RegisterFormReady({ settings, onSuccess, submitLabel }: Props & { settings: RuleSet }) {
  const { t } = useTranslation('auth');
  // the agreement's page is another remote's: without it the words stay, unlinked
  const agreement = useRouteHref('userAgreement');
  const ids = useId();
  const reg = useRegisterForm(settings, onSuccess);
  const { method } = reg;
  if (!method) return <EmptyState text={t('register_unavailable')} />;

  const panelId = `${ids}-panel`;
  const withTabs = reg.methods.length > 1;
  const tabs = reg.methods.map((value: RegisterMethod) => ({ value, label: t(value === 'username' ? 'tab_username' : 'tab_mobile') }));

  return (
    <div className={layout.form}>
      {withTabs ? (
        <Tabs label={t('register_method')} items={tabs} value={method} onChange={reg.switchMethod} panelId={panelId} idBase={ids} />
      ) : null}
      <form
        id={panelId}
        role={withTabs ? 'tabpanel' : undefined}
        aria-labelledby={withTabs ? tabId(ids, method) : undefined}
        aria-label={withTabs ? undefined : t('register')}
        className={layout.form}
        method="post"
        noValidate
        onSubmit={reg.submit}
      >
        {reg.fields.map((field) => (
          // each field a part of the first screen, which the rules keep or remove (decision 060; first-screen-data.ts)
          <div key={`${method}-${field}`} className={layout.part} data-frame-part={field}>
            <RegisterField field={field} reg={reg} settings={settings} required={isFieldRequired(field, method, settings, reg.flags)} />
          </div>
        ))}
        <CheckboxField name="agreement" checked={reg.agreed} onChange={reg.setAgreed}>
          {t('agreement_prefix')} {agreement ? <Link to={agreement}>{t('agreement_link')}</Link> : t('agreement_link')}
        </CheckboxField>
        <FormError message={reg.formError} />
        <SubmitButton pending={reg.pending} disabled={!reg.agreed}>
          {submitLabel ?? t('register')}
        </SubmitButton>
      </form>
      <p className={`${layout.center} ${layout.muted}`}>
        {t('have_account')}{' '}
        <Link to={paths.login} className={layout.link}>
          {t('login')}
        </Link>
      </p>
    </div>
  );
}
