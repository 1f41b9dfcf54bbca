import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@wl/kit/forms';
import { FieldError } from '../../../ui/index.ts';
import { NS } from '../security.i18n.ts';

interface SaveRowProps {
  /** the problem that belongs to no one field (the platform's refusal, a failed upload) */
  error: string | null;
  errorId?: string;
  pending: boolean;
  disabled?: boolean;
  /** a form's button submits it; without a form, the button runs this */
  onSave?: () => void;
}

/** The end of every security form: its problem, then the save button, busy and shut while it saves. */
export function SaveRow({ error, errorId, pending, disabled = false, onSave }: SaveRowProps) {
  const { t } = useTranslation(NS);
  return (
    <>
      <FieldError id={errorId} alert>
        {error}
      </FieldError>
      <SubmitButton type={onSave ? 'button' : 'submit'} pending={pending} pendingText={t('saving')} disabled={disabled} onClick={onSave}>
        {t('save')}
      </SubmitButton>
    </>
  );
}
