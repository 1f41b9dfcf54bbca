import { useTranslation } from 'react-i18next';
import type { SmsSender } from '@wl/kit';
import { MobileField, OneTimeCodeField } from '@wl/kit/forms';
import { INPUT_LIMITS, type RulesForm } from '@wl/validation';
import '../../i18n/auth.i18n.ts';
import type { Country } from '../../lib/auth-api.ts';
import { useCountries } from '../../lib/resources.ts';
import { DEFAULT_DIALING_CODE, DIALING_CODE_FIELD } from '../../lib/validation/field-checks.ts';

// Until the list arrives, or when it cannot be had, Bangladesh alone: the form still works for most.
const FALLBACK: Country[] = [{ countryName: 'Bangladesh', countryNameBn: 'বাংলাদেশ', dialingCode: DEFAULT_DIALING_CODE, iso: 'BD' }];

/** The form's mobileNum with its dialling code (countryDialingCode), fed by GET /wps/system/country. */
export function FormMobileField({ form, required }: { form: RulesForm; required: boolean }) {
  const { t, i18n } = useTranslation('auth');
  const countries = useCountries();
  const list = countries.data?.length ? countries.data : FALLBACK;
  const bengali = i18n.language === 'bn';
  const codes = list.map((c) => ({ code: c.dialingCode, iso: c.iso, country: (bengali && c.countryNameBn) || c.countryName }));
  return (
    <MobileField
      control={form.control}
      name="mobileNum"
      codeName={DIALING_CODE_FIELD}
      codes={codes}
      defaultCode={DEFAULT_DIALING_CODE}
      codesLoading={countries.isFetching}
      label={t('mobile')}
      placeholder={t('mobile_placeholder')}
      required={required}
      maxLength={INPUT_LIMITS.mobileNum}
    />
  );
}

interface CodeProps {
  form: RulesForm;
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
      control={form.control}
      name="verificationCode"
      label={t('sms_code')}
      placeholder={t('sms_code_placeholder')}
      required={required}
      sms={sms}
      canSend={canSend}
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
