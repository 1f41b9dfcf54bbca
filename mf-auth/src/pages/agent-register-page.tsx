import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, useNavigate } from '@wl/shared';
import '../i18n/auth.i18n.ts';
import layout from '../components/form-layout/form-layout.module.css';
import { RegisterForm } from '../features/register/register-form.tsx';

/**
 * /m/agentRegister: the registration form on the same engine, under the shell's header. The platform's
 * agent-application call is not known (spec and dev API are silent), so it registers the account the
 * agent team then promotes.
 */
export default function AgentRegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const onSuccess = useCallback(() => navigate(paths.home, { replace: true }), [navigate]);
  return (
    <div className={`${layout.page} ${layout.form}`}>
      <p className={layout.intro}>{t('agent_intro')}</p>
      <RegisterForm onSuccess={onSuccess} submitLabel={t('agent_register')} />
    </div>
  );
}
