import { useTranslation } from 'react-i18next';
import '../i18n/auth.i18n.ts';
import layout from '../components/form-layout/form-layout.module.css';
import { RegisterForm } from '../features/register/register-form.tsx';
import { useGoHome } from '../lib/go-home.ts';

/**
 * /m/agentRegister: the registration form on the same engine, under the shell's header. The platform's
 * agent-application call is not known (spec and dev API are silent), so it registers the account the
 * agent team then promotes.
 */
export default function AgentRegisterPage() {
  const { t } = useTranslation('auth');
  const goHome = useGoHome();
  return (
    <div className={`${layout.page} ${layout.form}`}>
      <p className={layout.intro}>{t('agent_intro')}</p>
      <RegisterForm onSuccess={goHome} submitLabel={t('agent_register')} />
    </div>
  );
}
