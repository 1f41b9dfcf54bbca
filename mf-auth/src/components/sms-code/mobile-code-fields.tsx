import { useTranslation } from 'react-i18next';
import { INPUT_LIMITS, type FormValidation } from '@wl/validation';
import { MobileField } from '../mobile-field/mobile-field.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { bindField } from '../../lib/validation/bind-field.ts';
import { SmsSendButton } from './sms-send-button.tsx';
import type { SmsSender } from './use-sms-sender.ts';

interface Props {
  form: FormValidation;
  sms: SmsSender;
  /** the mobile number validates and no countdown runs */
  canSend: boolean;
}

/**
 * The mobile number with its dialling code, and the SMS code with its send button: the pair the SMS
 * login and the reset by phone share (fields mobileNum, countryDialingCode, verificationCode). The code
 * input opens once a code was sent (spec section 4).
 */
export function MobileCodeFields({ form, sms, canSend }: Props) {
  const { t } = useTranslation('auth');
  return (
    <>
      <MobileField
        {...bindField(form, t, 'mobileNum')}
        label={t('mobile')}
        placeholder={t('mobile_placeholder')}
        required
        dialingCode={form.values.countryDialingCode ?? ''}
        onDialingCodeChange={(code) => form.setValue('countryDialingCode', code)}
      />
      <TextField
        {...bindField(form, t, 'verificationCode')}
        label={t('sms_code')}
        placeholder={t('sms_code_placeholder')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={INPUT_LIMITS.smsCode}
        disabled={!sms.sent}
        end={<SmsSendButton sender={sms} canSend={canSend} />}
      />
    </>
  );
}
