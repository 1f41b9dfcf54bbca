import { i18n } from '../i18n/i18n.ts';

/**
 * The text a user sees for a failed call (spec section 8): the translated text of a known code,
 * else the server's own message, else 'Unknown error'. Codes contain dots ('login.not.session'),
 * so they are looked up in the errors object rather than through i18next's key path.
 */
export function errorText(code: string | undefined, serverMessage?: string): string {
  const errors = (i18n.getResource(i18n.language, 'common', 'errors') ?? {}) as Record<string, string>;
  if (code && errors[code]) return errors[code];
  if (serverMessage?.trim()) return serverMessage;
  return errors.unknown ?? 'Unknown error';
}
