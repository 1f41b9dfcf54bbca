import { useTranslation } from 'react-i18next';
import { SmsSendButton, type SmsSender, Spinner } from '@wl/kit';
import './forms.i18n.ts';
import styles from './code-fields.module.css';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** The longest one-time code the platform sends (SMS or e-mail), and the longest captcha answer. */
const CODE_LENGTH = 10;
const CAPTCHA_LENGTH = 6;

export type OneTimeCodeFieldProps = TextFieldProps & {
  /** the SMS sender: its send button (and resend countdown) stands in the field, which opens once a code was sent */
  sms?: SmsSender;
  /** the number it goes to validates */
  canSend?: boolean;
};

/** A code sent by SMS or e-mail: digits, the phone's one-time-code autofill, at most the code's length. */
export function OneTimeCodeField({ sms, canSend = false, ...props }: OneTimeCodeFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      {...props}
      disabled={props.disabled || (sms ? !sms.sent : undefined)}
      end={sms ? <SmsSendButton sender={sms} canSend={canSend} /> : props.end}
    />
  );
}

export type CaptchaPicture = { status: 'idle' | 'loading' | 'error'; image?: undefined } | { status: 'ready'; image: string };

/** The captcha picture as a button: a tap fetches a new one. */
export function CaptchaImage({ picture, onRefresh }: { picture: CaptchaPicture; onRefresh: () => void }) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className={styles.image}
      aria-label={t('forms.captcha_image')}
      aria-busy={picture.status === 'loading' || undefined}
      onClick={onRefresh}
    >
      {picture.status === 'ready' ? (
        <img src={`data:image/png;base64,${picture.image}`} alt="" width={120} height={44} data-testid="captcha-image" />
      ) : picture.status === 'error' ? (
        <span className={styles.failed}>{t('forms.captcha_failed')}</span>
      ) : (
        <Spinner size={18} />
      )}
    </button>
  );
}

export type CaptchaFieldProps = Omit<TextFieldProps, 'end' | 'label' | 'name'> & {
  name?: string;
  picture: CaptchaPicture;
  onRefresh: () => void;
};

/** The captcha answer (digits, at most 6) with its picture. */
export function CaptchaField({ picture, onRefresh, name = 'captcha', ...props }: CaptchaFieldProps) {
  const { t } = useTranslation('common');
  return (
    <TextField
      label={t('forms.captcha')}
      placeholder={t('forms.captcha_placeholder')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={CAPTCHA_LENGTH}
      {...props}
      name={name}
      end={<CaptchaImage picture={picture} onRefresh={onRefresh} />}
    />
  );
}
