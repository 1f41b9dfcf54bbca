import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CaptchaField, PasswordField, TextField } from '@wl/kit/forms';
import type { RuleSet } from '@wl/validation';
import '../../i18n/auth.i18n.ts';
import { FormMobileField, SmsCodeField } from '../../components/sms-code/mobile-code-fields.tsx';
import { AccountField } from '../../components/account-field/account-field.tsx';
import { withoutSpaces } from '../../lib/validation/bind-field.ts';
import type { useRegisterForm } from './use-register-form.ts';

type Register = ReturnType<typeof useRegisterForm>;

/** How each plain text field is typed and what the browser may fill into it. */
const TEXT_META: Record<string, { autoComplete: string; inputMode?: 'numeric' | 'text' }> = {
  nickname: { autoComplete: 'nickname' },
  payeeName: { autoComplete: 'name' },
  qqNum: { autoComplete: 'off', inputMode: 'numeric' },
};

/** The label of each field drawn here without its own (the account, number, code and captcha fields name themselves). */
const LABEL_KEYS = {
  password: 'password',
  confirmPassword: 'confirm_password',
  paymentPassword: 'paymentPassword',
  nickname: 'nickname',
  payeeName: 'payeeName',
  idNumber: 'idNumber',
  qqNum: 'qqNum',
  facebook: 'facebook',
  wechat: 'wechat',
  line: 'line',
  whatsapp: 'whatsapp',
  zalo: 'zalo',
  recommenderId: 'recommenderId',
  affiliateCode: 'affiliateCode',
} as const satisfies Record<string, ParseKeys<'auth'>>;

const hasLabel = (field: string): field is keyof typeof LABEL_KEYS => Object.keys(LABEL_KEYS).includes(field);

interface Props {
  field: string;
  reg: Register;
  settings: RuleSet;
  required: boolean;
}

/** One field of the register form, drawn by its kind. */
export function RegisterField({ field, reg, settings, required }: Props) {
  const { t } = useTranslation('auth');
  const { form } = reg;
  const bound = { control: form.control, name: field, clean: field === 'username' ? withoutSpaces : undefined };
  // a field the settings add that has no text yet is named as the platform names it, as i18next shows a missing key
  const label = hasLabel(field) ? t(LABEL_KEYS[field]) : field;
  const setMax = settings[field]?.maxLength;
  const max = setMax && setMax > 0 ? setMax : undefined;
  switch (field) {
    case 'password':
    case 'confirmPassword':
    case 'paymentPassword':
      return (
        <PasswordField
          {...bound}
          label={label}
          required={required}
          autoComplete="new-password"
          inputMode={field === 'paymentPassword' ? 'numeric' : undefined}
        />
      );
    case 'mobileNum':
      return <FormMobileField form={form} required={required} />;
    case 'verificationCode':
      return <SmsCodeField form={form} sms={reg.sms} canSend={reg.canSendSms} required={required} />;
    case 'username':
    case 'email':
      return <AccountField kind={field} {...bound} required={required} maxLength={max} />;
    case 'captcha':
      return <CaptchaField {...bound} required={required} picture={reg.captcha.picture} onRefresh={reg.captcha.refresh} />;
    default: {
      const meta = TEXT_META[field] ?? { autoComplete: 'off' };
      return (
        <TextField
          {...bound}
          label={label}
          required={required}
          type="text"
          autoComplete={meta.autoComplete}
          inputMode={meta.inputMode}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={max}
        />
      );
    }
  }
}
