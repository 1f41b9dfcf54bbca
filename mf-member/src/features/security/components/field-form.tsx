import { type FormEvent, type HTMLAttributes, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, latinDigits, SmsSendButton, toast, useMutation, useSmsSender } from '@wl/shared';
import { type CheckSet, type RuleSet, useFormValidation, validationMessage } from '@wl/validation';
import { FieldError } from '../../../ui/index.ts';
import { NS } from '../security.i18n.ts';
import { SaveRow } from './save-row.tsx';
import styles from './security.module.css';

export interface FormField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** a line under the field (where a code is sent, a format) */
  hint?: string;
}

/** The form's SMS code: which field takes it, how it is asked for, and when it may be. */
export interface CodeSender {
  field: string;
  send: (values: Record<string, string>) => Promise<{ expiredMinutes?: number } | null | undefined>;
  /** the number it goes to validates (always, when it goes to the member's own number) */
  canSend?: (values: Record<string, string>) => boolean;
}

interface Props {
  fields: FormField[];
  rules?: RuleSet;
  checks?: CheckSet;
  initialValues?: Record<string, string>;
  submit: (values: Record<string, string>) => Promise<unknown>;
  onSaved?: () => void;
  code?: CodeSender;
}

/**
 * One security form: fields checked by the platform's rules (the validation engine) and the spec's checks,
 * one save at a time, a refusal shown at its field (or above the button), nothing typed lost.
 */
export function FieldForm({ fields, rules, checks, initialValues, submit, onSaved, code }: Props) {
  const { t } = useTranslation(NS);
  const id = useId();
  const form = useFormValidation({ rules, checks, initialValues, order: fields.map((f) => f.name) });
  const save = useMutation((values: Record<string, string>) => submit(values));
  const [formError, setFormError] = useState<string | null>(null);
  // a refused send (a wrong number, the hourly limit) is said where the code goes, and nothing typed is lost
  const sender = useSmsSender(() => (code ? code.send(form.values) : Promise.resolve(null)));

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
        const hintId = `${id}-${f.name}-hint`;
        const isCode = code?.field === f.name;
        const input = (
          <input
            id={`${id}-${f.name}`}
            ref={form.register(f.name)}
            className={styles.input}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            inputMode={f.inputMode}
            value={form.values[f.name] ?? ''}
            // a code typed on a Bengali keyboard is the same code: read, and shown, in Latin digits (decision 025)
            onChange={(e) =>
              form.setValue(f.name, f.inputMode === 'numeric' || f.inputMode === 'tel' ? latinDigits(e.target.value) : e.target.value)
            }
            onBlur={() => form.touch(f.name)}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? errorId : '', f.hint ? hintId : ''].filter(Boolean).join(' ') || undefined}
          />
        );
        return (
          <div key={f.name} className={styles.field}>
            <label htmlFor={`${id}-${f.name}`}>{f.label}</label>
            {isCode ? (
              <div className={styles.codeRow}>
                {input}
                <SmsSendButton sender={sender} canSend={code.canSend?.(form.values) ?? true} />
              </div>
            ) : (
              input
            )}
            {f.hint ? (
              <p id={hintId} className={styles.hint}>
                {f.hint}
              </p>
            ) : null}
            <FieldError id={errorId}>{error ? validationMessage(t, error) : null}</FieldError>
          </div>
        );
      })}
      <SaveRow error={formError} pending={save.isPending} />
    </form>
  );
}
