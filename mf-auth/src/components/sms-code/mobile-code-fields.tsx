import { useTranslation } from 'react-i18next';
import { SmsSendButton, type SmsSender } from '@wl/shared';
import { INPUT_LIMITS, type FormValidation } from '@wl/validation';
import '../../i18n/auth.i18n.ts';
import { MobileField } from '../mobile-field/mobile-field.tsx';
import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';
import { bindField } from '../../lib/validation/bind-field.ts';

/** A code sent by SMS or e-mail: digits, the phone's one-time-code autofill, at most the code's length. */
export function OneTimeCodeField(props: TextFieldProps) {
  return <TextField inputMode="numeric" autoComplete="one-time-code" maxLength={INPUT_LIMITS.smsCode} {...props} />;
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** A field of the form with its label and placeholder (the auth texts `key` and `key_placeholder`). */
function labelled(form: FormValidation, t: Translate, field: string, key: string) {
  return { ...bindField(form, t, field), label: t(key), placeholder: t(`${key}_placeholder`) };
}

/** The form's mobileNum with its dialling code (countryDialingCode). */
export function FormMobileField({ form, required }: { form: FormValidation; required: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <MobileField
      {...labelled(form, t, 'mobileNum', 'mobile')}
      required={required}
      dialingCode={form.values.countryDialingCode ?? ''}
      onDialingCodeChange={(code) => form.setValue('countryDialingCode', code)}
    />
  );
}

interface CodeProps {
  form: FormValidation;
  sms: SmsSender;
  /** the mobile number validates and no countdown runs */
  canSend: boolean;
  required: boolean;
}

/** The form's verificationCode with its send button; the input opens once a code was sent (spec section 4). */
export function SmsCodeField({ form, sms, canSend, required }: CodeProps) {
  const { t } = useTranslation('auth');
  return (
    <OneTimeCodeField
      {...labelled(form, t, 'verificationCode', 'sms_code')}
      required={required}
      disabled={!sms.sent}
      end={<SmsSendButton sender={sms} canSend={canSend} />}
    />
  );
}

/**
 * The mobile number and the SMS code: the pair the SMS login and the reset by phone share (registration draws
 * the same two fields one by one, in the order of its settings).
 */
export function MobileCodeFields(props: Omit<CodeProps, 'required'>) {
  return (
    <>
      <FormMobileField form={props.form} required />
      <SmsCodeField {...props} required />
    </>
  );
}
