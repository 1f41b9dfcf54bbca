import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading, useFlag } from '@wl/kit';
import '../../i18n/auth.i18n.ts';
import layout from '../../components/form-layout/form-layout.module.css';
import { Tabs, tabId } from '../../components/tabs/tabs.tsx';
import { useRegisterSettings } from '../../lib/resources.ts';
import { ForgetEmailForm } from './forget-email-form.tsx';
import { ForgetPhoneForm } from './forget-phone-form.tsx';

type Way = 'phone' | 'email';

/** Forgot password: with CHNGPASSVERIF3 phone (the default) or e-mail; without it e-mail only. */
export function ForgetPassword() {
  const { t } = useTranslation('auth');
  const ids = useId();
  const phoneOn = useFlag('CHNGPASSVERIF3');
  const [chosen, setChosen] = useState<Way>('phone');
  const way: Way = phoneOn ? chosen : 'email';
  const settings = useRegisterSettings();
  // without the settings the forms still work (the server checks again); they only wait for them briefly
  if (settings.status === 'pending') return <PageLoading />;
  const rules = settings.data ?? {};
  const panelId = `${ids}-panel`;
  const items = [
    { value: 'phone' as Way, label: t('by_phone') },
    { value: 'email' as Way, label: t('by_email') },
  ];
  const form = way === 'phone' ? <ForgetPhoneForm rules={rules} /> : <ForgetEmailForm rules={rules} />;
  return (
    <div className={`${layout.page} ${layout.form}`}>
      {phoneOn ? (
        <>
          <Tabs label={t('forget_method')} items={items} value={way} onChange={setChosen} panelId={panelId} idBase={ids} />
          <div id={panelId} role="tabpanel" aria-labelledby={tabId(ids, way)}>
            {form}
          </div>
        </>
      ) : (
        form
      )}
    </div>
  );
}
