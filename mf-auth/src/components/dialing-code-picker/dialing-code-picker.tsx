import { useTranslation } from 'react-i18next';
import '../../i18n/auth.i18n.ts';
import type { Country } from '../../lib/auth-api.ts';
import { useCountries } from '../../lib/resources.ts';
import { DEFAULT_DIALING_CODE } from '../../lib/validation/field-checks.ts';
import styles from './dialing-code-picker.module.css';

// Until the list arrives, or when it cannot be had, Bangladesh alone: the form still works for most.
const FALLBACK: Country[] = [{ countryName: 'Bangladesh', countryNameBn: 'বাংলাদেশ', dialingCode: DEFAULT_DIALING_CODE, iso: 'BD' }];

interface Props {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/**
 * The dialling code in front of a mobile number, fed by GET /wps/system/country. A native select (the
 * phone's own picker, accessible as it is) lies invisible over the short '+880' it shows.
 */
export function DialingCodePicker({ value, onChange, disabled }: Props) {
  const { t, i18n } = useTranslation('auth');
  const countries = useCountries();
  const list = countries.data?.length ? countries.data : FALLBACK;
  const bengali = i18n.language === 'bn';
  return (
    <span className={styles.picker} data-loading={countries.isFetching ? 'true' : undefined}>
      <span className={styles.code} aria-hidden="true">
        {`+${value || DEFAULT_DIALING_CODE}`}
      </span>
      <select
        className={styles.select}
        aria-label={t('dialing_code')}
        value={value || DEFAULT_DIALING_CODE}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {list.map((c) => (
          <option key={`${c.iso}-${c.dialingCode}`} value={c.dialingCode}>
            {t('dialing_code_option', { code: c.dialingCode, country: (bengali && c.countryNameBn) || c.countryName })}
          </option>
        ))}
      </select>
    </span>
  );
}
