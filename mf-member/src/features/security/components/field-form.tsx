import { type FormEvent, type HTMLAttributes, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, toast, useMutation } from '@wl/shared';
import { type CheckSet, type RuleSet, useFormValidation, validationMessage } from '@wl/validation';
import { FieldError } from '../../../ui/index.ts';
import { NS } from '../security.i18n.ts';
import { SaveRow } from './save-row.tsx';
import styles from './security.module.css';

export interface FormField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

interface Props {
  fields: FormField[];
  rules?: RuleSet;
  checks?: CheckSet;
  initialValues?: Record<string, string>;
  submit: (values: Record<string, string>) => Promise<unknown>;
  onSaved?: () => void;
}

/**
 * One security form: fields checked by the platform's rules (the validation engine) and the spec's checks,
 * one save at a time, a refusal shown at its field (or above the button), nothing typed lost.
 */
export function FieldForm({ fields, rules, checks, initialValues, submit, onSaved }: Props) {
  const { t } = useTranslation(NS);
  const id = useId();
  const form = useFormValidation({ rules, checks, initialValues, order: fields.map((f) => f.name) });
  const save = useMutation((values: Record<string, string>) => submit(values));
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (Object.keys(form.validateAll()).length > 0) return;
    try {
      await save.mutate(form.values);
      toast.success(t('change_saved', { ns: 'common' }), 1000);
      onSaved?.();
    } catch (err) {
      const value = isApiError(err) ? (err.value as { field?: string } | undefined) : undefined;
      const message = isApiError(err) ? err.message : String(err);
      if (value?.field && fields.some((f) => f.name === value.field)) form.setFieldError(value.field, { key: message });
      else setFormError(message);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {fields.map((f) => {
        const error = form.errors[f.name];
        const errorId = `${id}-${f.name}-error`;
        return (
          <div key={f.name} className={styles.field}>
            <label htmlFor={`${id}-${f.name}`}>{f.label}</label>
            <input
              id={`${id}-${f.name}`}
              ref={form.register(f.name)}
              className={styles.input}
              type={f.type ?? 'text'}
              autoComplete={f.autoComplete}
              inputMode={f.inputMode}
              value={form.values[f.name] ?? ''}
              onChange={(e) => form.setValue(f.name, e.target.value)}
              onBlur={() => form.touch(f.name)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <FieldError id={errorId}>{error ? validationMessage(t, error) : null}</FieldError>
          </div>
        );
      })}
      <SaveRow error={formError} pending={save.isPending} />
    </form>
  );
}
