import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@wl/kit/forms';
import '../../i18n/auth.i18n.ts';

/** How each kind is typed and what the browser may fill into it. */
const KINDS = {
  username: { type: 'text', autoComplete: 'username' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
} as const;

const PLACEHOLDER = {
  username: 'username_placeholder',
  email: 'email_placeholder',
} as const satisfies Record<AccountFieldKind, ParseKeys<'auth'>>;

export type AccountFieldKind = keyof typeof KINDS;

/**
 * The account's username or e-mail (login, registration, the e-mail reset): required unless told otherwise,
 * typed as it is (no capitals or corrections), the browser's autofill for that kind.
 */
export function AccountField({ kind, ...props }: Omit<TextFieldProps, 'label'> & { kind: AccountFieldKind }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t(kind)}
      placeholder={t(PLACEHOLDER[kind])}
      required
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      {...KINDS[kind]}
      {...props}
    />
  );
}
