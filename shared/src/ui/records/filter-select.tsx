import { useTranslation } from 'react-i18next';
import fieldStyles from './field.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  /** '' is all */
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

/** A list's filter: a labelled select whose first choice, all, is the empty value. */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const { t } = useTranslation();
  return (
    <label className={fieldStyles.field}>
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('ui.records.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
