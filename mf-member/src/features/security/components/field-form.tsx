import type { HTMLAttributes } from 'react';
import { type FieldValues, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError, SmsSendButton, toast, useMutation, useSmsSender } from '@wl/kit';
import { OneTimeCodeField, PasswordField, TextField, useGuardedSubmit } from '@wl/kit/forms';
import { type CheckSet, type FormValues, type RuleSet, type RulesForm, useRulesForm } from '@wl/validation';
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
  /**
   * the step of a form that walks through several (the fields of one step follow each other): they are one group,
   * named by its legend, so that each step's send button is heard with its step
   */
  step?: string;
}

/** The form's SMS code: which field takes it, how it is asked for, and when it may be. */
export interface CodeSender {
  field: string;
  send: (values: Record<string, string>) => Promise<{ expiredMinutes?: number } | null | undefined>;
  /** the number it goes to validates (always, when it goes to the member's own number) */
  canSend?: (values: Record<string, string>) => boolean;
}

interface Props<P extends FieldValues> {
  fields: FormField[];
  rules?: RuleSet;
  checks?: CheckSet;
  initialValues?: Record<string, string>;
  /** what the checked fields become for the call: its body (decision 057) */
  parse: (values: FormValues) => P;
  submit: (body: P) => Promise<unknown>;
  onSaved?: () => void;
  /** the form's SMS code, or its codes (a number change: the old number's and the new one's) */
  code?: CodeSender | CodeSender[];
}

type Common = {
  control: RulesForm['control'];
  name: string;
  label: string;
  hint?: string;
  autoComplete: string;
  inputMode?: FormField['inputMode'];
};

/** The SMS code with its send button (and resend countdown); the code may be typed before a send. */
function CodeField({ common, form, code }: { common: Common; form: RulesForm; code: CodeSender }) {
  // a refused send (a wrong number, the hourly limit) is said where the code goes, and nothing typed is lost
  const sender = useSmsSender(() => code.send(form.getValues()));
  const values = useWatch({ control: form.control }) as Record<string, string>;
  return <OneTimeCodeField {...common} end={<SmsSendButton sender={sender} canSend={code.canSend?.(values) ?? true} />} />;
}

/** One field of the kit, by its kind: a password with show/hide, an SMS code, or text. */
function SecurityField({ field: f, form, codes }: { field: FormField; form: RulesForm; codes: CodeSender[] }) {
  const common = {
    control: form.control,
    name: f.name,
    label: f.label,
    hint: f.hint,
    autoComplete: f.autoComplete,
    inputMode: f.inputMode,
  };
  if (f.type === 'password') return <PasswordField {...common} autoComplete={f.autoComplete as 'current-password' | 'new-password'} />;
  const code = codes.find((sender) => sender.field === f.name);
  if (code) return <CodeField common={common} form={form} code={code} />;
  return <TextField {...common} type={f.type ?? 'text'} />;
}

/**
 * One security form: fields checked by the platform's rules (the validation engine) and the spec's checks,
 * one save at a time, a refusal shown at its field (or above the button), nothing typed lost.
 */
export function FieldForm<P extends FieldValues>({ fields, rules, checks, initialValues, parse, submit, onSaved, code }: Props<P>) {
  const { t } = useTranslation(NS);
  const form = useRulesForm({
    rules,
    checks,
    defaultValues: { ...Object.fromEntries(fields.map((f) => [f.name, ''])), ...initialValues },
    parse,
  });
  const save = useMutation((body: P) => submit(body));
  const guarded = useGuardedSubmit(form, async (body) => {
    try {
      await save.mutate(body);
      toast.success(t('change_saved', { ns: 'common' }), 1000);
      onSaved?.();
    } catch (err) {
      const value = isApiError(err) ? (err.value as { field?: string } | undefined) : undefined;
      const message = isApiError(err) ? err.message : String(err);
      if (value?.field && fields.some((f) => f.name === value.field)) form.setError(value.field, { type: 'server', message });
      else guarded.setFormError(message);
    }
  });

  const codes = code === undefined ? [] : Array.isArray(code) ? code : [code];
  return (
    <form className={styles.form} onSubmit={guarded.submit} noValidate>
      {stepsOf(fields).map(({ step, fields: inStep }) =>
        step === undefined ? (
          <SecurityField key={inStep[0]!.name} field={inStep[0]!} form={form} codes={codes} />
        ) : (
          <fieldset key={step} className={styles.step}>
            <legend className={styles.legend}>{step}</legend>
            {inStep.map((f) => (
              <SecurityField key={f.name} field={f} form={form} codes={codes} />
            ))}
          </fieldset>
        ),
      )}
      <SaveRow error={guarded.formError} pending={guarded.pending} />
    </form>
  );
}

/** The fields in order, those of one step together (a field without a step is a group of its own). */
function stepsOf(fields: FormField[]): { step?: string; fields: FormField[] }[] {
  const groups: { step?: string; fields: FormField[] }[] = [];
  for (const f of fields) {
    const last = groups[groups.length - 1];
    if (f.step !== undefined && last?.step === f.step) last.fields.push(f);
    else groups.push({ step: f.step, fields: [f] });
  }
  return groups;
}
