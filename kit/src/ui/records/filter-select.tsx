import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from './field.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  /** a list filter's label, above the select; a form's field labels the select itself (htmlFor, aria-label) */
  label?: string;
  /** '' is the first choice */
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** the first choice, the empty value: 'all' for a filter (the default), 'choose a bank' for a form's field */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (the phone's own picker) whose first choice is the empty value: a list's filter or a form's field. */
export function FilterSelect({ label, value, options, onChange, placeholder, id, ...select }: FilterSelectProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const selectId = id ?? autoId;
  // a labelled filter takes the shared control look; a form's field brings its own (className)
  const look = label === undefined ? select.className : ['wl-control', select.className].filter(Boolean).join(' ');
  const control = (
    <select {...select} className={look} id={selectId} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{placeholder ?? t('ui.records.all')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  if (label === undefined) return control;
  return (
    <div className={`${fieldStyles.field} ${fieldStyles.filter}`}>
      <label htmlFor={selectId}>{label}</label>
      {control}
    </div>
  );
}
