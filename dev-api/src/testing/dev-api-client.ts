import { randomUUID } from 'node:crypto';
import { encryptForDevApi } from '../crypto/body-cipher.ts';
import type { LoginValue } from '../auth/login-session.ts';
import { MAIN_MERCHANT } from '../config/merchants.ts';

export interface DevApiLoginOptions {
  baseUrl: string;
  username: string;
  password: string;
  merchant?: string;
  language?: 'BN' | 'EN';
  /** Needed after a failed login (read it from GET /dev/outbox?captchaId=...). */
  captcha?: string;
  /** "wps_captcha=<id>" from the captcha reply, when a captcha is sent. */
  cookie?: string;
  /** The server's clock, for the login's timestamp (a test server runs on its own clock). Default: Date.now. */
  now?: () => number;
}

/** Logs in over HTTP exactly as the browser client does; e2e tests use it to seed a session. */
export async function loginThroughDevApi(options: DevApiLoginOptions): Promise<LoginValue> {
  const merchant = options.merchant ?? MAIN_MERCHANT;
  const headers = { Merchant: merchant, Language: options.language ?? 'EN', Device: 'MOBILE' };
  const keyReply = await fetch(`${options.baseUrl}/wps/session/key/rsa`, { headers });
  const key = (await keyReply.json()) as { success: boolean; value: string };
  if (!key.success) throw new Error(`dev API refused the RSA key: ${JSON.stringify(key)}`);
  const encrypted = encryptForDevApi(
    {
      username: options.username,
      password: options.password,
      captcha: options.captcha ?? '',
      type: 'username',
      // fresh, as the site's client sends it (CONTRACT.md section 22)
      timestamp: (options.now ?? Date.now)(),
      nonce: randomUUID(),
    },
    key.value,
  );
  const reply = await fetch(`${options.baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: {
      ...headers,
      'Content-Type': encrypted.contentType,
      Encryption: encrypted.encryption,
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
    body: encrypted.body,
  });
  const envelope = (await reply.json()) as { success: boolean; value: LoginValue; errorCode?: string; message?: string };
  if (!envelope.success) throw new Error(`login of ${options.username} failed: ${envelope.errorCode} ${envelope.message}`);
  return envelope.value;
}
