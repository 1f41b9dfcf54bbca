import { useTranslation } from 'react-i18next';
import { Spinner } from '@wl/shared';
import { INPUT_LIMITS } from '@wl/validation';
import '../../i18n/auth.i18n.ts';
import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';
import type { Captcha } from './use-captcha.ts';
import styles from './captcha-field.module.css';

/** The captcha picture as a button: a tap fetches a new one. */
export function CaptchaImage({ captcha }: { captcha: Captcha }) {
  const { t } = useTranslation('auth');
  const { state } = captcha;
  return (
    <button
      type="button"
      className={styles.image}
      aria-label={t('captcha_image')}
      aria-busy={state.status === 'loading' || undefined}
      onClick={captcha.refresh}
    >
      {state.status === 'ready' ? (
        <img src={`data:image/png;base64,${state.image}`} alt="" width={120} height={44} data-testid="captcha-image" />
      ) : state.status === 'error' ? (
        <span className={styles.failed}>{t('captcha_failed')}</span>
      ) : (
        <Spinner size={18} />
      )}
    </button>
  );
}

type Props = Omit<TextFieldProps, 'end' | 'label' | 'name'> & {
  captcha: Captcha;
  name?: string;
};

/** The captcha input (digits, at most 6) with its picture. */
export function CaptchaField({ captcha, name = 'captcha', ...props }: Props) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      {...props}
      name={name}
      label={t('captcha')}
      placeholder={t('captcha_placeholder')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={INPUT_LIMITS.captcha}
      end={<CaptchaImage captcha={captcha} />}
    />
  );
}
