import type { ParseKeys } from 'i18next';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, loadMember, QueryView, queryCache, RouteLink, useLocation, useQuery } from '@wl/kit';
import { paths } from '../../../paths.ts';
import { confirmPassword, type RuleSet } from '@wl/validation';
import { pageStyles } from '../../../ui/index.ts';
import { fetchFieldRules, fetchSecurityConfig, saveEmail, saveNickname, savePayeeName, savePaymentPassword } from '../api/security-api.ts';
import { emailBody, nicknameBody, payeeNameBody, paymentPasswordBody } from '../model/security-bodies.ts';
import { NS } from '../security.i18n.ts';
import { FieldForm } from './field-form.tsx';
import { MobileBindingForm } from './mobile-binding-form.tsx';
import { PinResetForm } from './pin-reset-form.tsx';
import { ProfilePicture } from './profile-picture.tsx';
import { SecurityQuestions } from './security-questions.tsx';
import styles from './security.module.css';

/** The platform's rule for one field, required here whatever the register settings say. */
const requiredRule = (rules: RuleSet | undefined, field: string): RuleSet =>
  rules?.[field] ? { [field]: { ...rules[field], enabled: true, required: true } } : {};

/** A protection and its form; the one the address names (#mobile from the cashier, say) opens and comes into view. */
function Section({ title, state, id, children }: { title: string; state: string; id?: string; children: ReactNode }) {
  const named = useLocation().hash === `#${id}`;
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (named) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [named]);
  return (
    <details className={styles.section} id={id} ref={ref} open={named || undefined}>
      <summary className={styles.summary}>
        <span>{title}</span>
        <span className={pageStyles.muted}>{state}</span>
      </summary>
      {children}
    </details>
  );
}

type SecurityConfig = Awaited<ReturnType<typeof fetchSecurityConfig>>;
type SecurityLevel = SecurityConfig['level'];

const LEVEL_TEXT = {
  LOW: 'levels.LOW',
  MEDIUM: 'levels.MEDIUM',
  HIGH: 'levels.HIGH',
} as const satisfies Record<SecurityLevel, ParseKeys<typeof NS>>;

/** A saved protection changes the level and the states: ask the platform again. */
const refresh = () => queryCache.invalidate(['security']);

/** /m/securityCenter: the security level and each protection with its form. */
export function SecurityScreen() {
  return <SecurityCentre />;
}

function SecurityCentre() {
  const { t } = useTranslation(NS);
  const config = useQuery(['security', 'config'], fetchSecurityConfig);
  const rules = useQuery(['security', 'rules'], fetchFieldRules, { staleTime: 300_000 }).data;

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.heading}>{t('title')}</h1>
      <QueryView query={config} isEmpty={() => false} className={styles.reserve}>
        {(c) => (
          <>
            <SecurityLevelCard config={c} />
            <SecurityLinks />
            <WithdrawalPasswordSection config={c} />
            <ProtectionSections config={c} rules={rules} />
          </>
        )}
      </QueryView>
    </div>
  );
}

/** The level in words, as a meter and as a score. */
function SecurityLevelCard({ config: c }: { config: SecurityConfig }) {
  const { t } = useTranslation(NS);
  return (
    <section className={pageStyles.card} aria-label={t('level')}>
      <p className={styles.level}>
        {t('level')}: <strong>{t(LEVEL_TEXT[c.level])}</strong>
      </p>
      <meter
        className={styles.meter}
        min={0}
        max={c.maxScore}
        value={c.score}
        aria-label={t('score', { score: c.score, max: c.maxScore })}
      />
      <p className={pageStyles.muted}>{t('score', { score: c.score, max: c.maxScore })}</p>
    </section>
  );
}

/** The protections with pages of their own. */
function SecurityLinks() {
  const { t } = useTranslation(NS);
  return (
    <>
      <div className={pageStyles.card}>
        <RouteLink route="changePassword" className={styles.summary}>
          <span>{t('change_login_password')}</span>
          <span aria-hidden="true">›</span>
        </RouteLink>
      </div>
      <div className={pageStyles.card}>
        <Link to={paths.responsibleGaming} className={styles.summary}>
          <span>{t('responsible_gaming')}</span>
          <span aria-hidden="true">›</span>
        </Link>
        <Link to={paths.accountActivity} className={styles.summary}>
          <span>{t('account_activity')}</span>
          <span aria-hidden="true">›</span>
        </Link>
      </div>
    </>
  );
}

/** The withdrawal PIN: set, or changed with the old one, or reset by a code when forgotten. */
function WithdrawalPasswordSection({ config: c }: { config: SecurityConfig }) {
  const { t } = useTranslation(NS);
  const bound = c.items.withdrawalPassword;
  return (
    <Section title={t('withdrawal_password')} state={t(bound ? 'bound' : 'not_bound')} id="withdrawal-password">
      <FieldForm
        key={String(bound)}
        fields={[
          ...(bound
            ? [
                {
                  name: 'oldPassword',
                  label: t('old_password'),
                  type: 'password',
                  autoComplete: 'current-password',
                  inputMode: 'numeric',
                } as const,
              ]
            : []),
          { name: 'newPassword', label: t('new_password'), type: 'password', autoComplete: 'new-password', inputMode: 'numeric' },
          {
            name: 'confirmPassword',
            label: t('confirm_password'),
            type: 'password',
            autoComplete: 'new-password',
            inputMode: 'numeric',
          },
        ]}
        checks={{ confirmPassword: confirmPassword('newPassword') }}
        parse={paymentPasswordBody}
        submit={savePaymentPassword}
        onSaved={refresh}
      />
      {bound ? (
        <details className={styles.subsection}>
          <summary className={styles.summary}>{t('pin_forgot')}</summary>
          <PinResetForm mobile={c.items.mobile ? c.mobile : null} onSaved={refresh} />
        </details>
      ) : null}
    </Section>
  );
}

/** The mobile, the email, the payee name, the questions, the picture and the nickname, each with its form. */
function ProtectionSections({ config: c, rules }: { config: SecurityConfig; rules: RuleSet | undefined }) {
  const { t } = useTranslation(NS);
  const state = (on: boolean) => t(on ? 'bound' : 'not_bound');
  const loginPassword = {
    name: 'password',
    label: t('login_password_confirm'),
    type: 'password',
    autoComplete: 'current-password',
  } as const;

  return (
    <>
      <Section title={t('mobile')} state={c.items.mobile && c.mobile ? c.mobile : state(false)} id="mobile">
        <MobileBindingForm rules={rules} bound={c.items.mobile ? c.mobile : null} onSaved={refresh} />
      </Section>
      <Section title={t('email')} state={c.email ?? state(false)}>
        <FieldForm
          fields={[{ name: 'email', label: t('email'), type: 'email', autoComplete: 'email' }, loginPassword]}
          rules={requiredRule(rules, 'email')}
          parse={emailBody}
          submit={saveEmail}
          onSaved={refresh}
        />
      </Section>
      <Section title={t('payee_name')} state={c.payeeName ?? state(false)}>
        {c.payeeName ? (
          <p className={pageStyles.muted}>{t('payee_locked')}</p>
        ) : (
          <FieldForm
            fields={[{ name: 'payeeName', label: t('payee_name'), autoComplete: 'name' }, loginPassword]}
            parse={payeeNameBody}
            submit={savePayeeName}
            onSaved={refresh}
          />
        )}
      </Section>
      <Section title={t('questions')} state={state(c.items.securityQuestions)}>
        <SecurityQuestions onSaved={refresh} />
      </Section>
      <Section title={t('picture')} state="">
        <ProfilePicture />
      </Section>
      <Section title={t('nickname')} state="">
        <FieldForm
          fields={[{ name: 'nickname', label: t('nickname'), autoComplete: 'nickname' }]}
          rules={requiredRule(rules, 'nickname')}
          parse={nicknameBody}
          submit={saveNickname}
          // the header shows the nickname from the session store's member: reload it
          onSaved={() => void loadMember().catch(() => undefined)}
        />
      </Section>
    </>
  );
}
