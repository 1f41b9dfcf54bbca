// Registers a member through the platform API the way the register form does (captcha from the dev
// outbox, encrypted body, Encryption header): a test that changes a member's data gets a member of its own.
import { encryptForDevApi } from '@wl/dev-api';
import { uniqueUsername } from './auth-helpers.ts';

export interface RegisteredMember {
  username: string;
  password: string;
  token: string;
  userName: string;
  customerType: number;
}

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
  message?: string;
}

async function call<T>(reply: Response, what: string): Promise<T> {
  const envelope = (await reply.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${what}: ${envelope.errorCode} ${envelope.message}`);
  return envelope.value;
}

export async function apiRegister(baseUrl: string, merchant = 'BDWL'): Promise<RegisteredMember> {
  const headers = { Merchant: merchant, Language: 'EN', Device: 'MOBILE' };
  const captchaReply = await fetch(`${baseUrl}/wps/captcha`, { headers });
  const cookie = captchaReply.headers.get('set-cookie')?.split(';')[0] ?? '';
  await call(captchaReply, 'captcha');
  const outbox = (await (await fetch(`${baseUrl}/dev/outbox?captchaId=${cookie.split('=')[1]}`)).json()) as {
    lastCaptcha: { answer: string };
  };
  const publicKey = await call<string>(await fetch(`${baseUrl}/wps/session/key/rsa`, { headers }), 'RSA key');

  const username = uniqueUsername('e2e');
  const password = 'E2e@pass1';
  const payload = {
    username,
    password,
    confirmPassword: password,
    captcha: outbox.lastCaptcha.answer,
    countryDialingCode: '880',
    registerMethod: 'H5',
    type: 0,
    // fresh, as the site's client sends it (dev-api/CONTRACT.md section 22)
    timestamp: Date.now(),
    nonce: crypto.randomUUID(),
  };
  const encrypted = encryptForDevApi(payload, publicKey);
  const reply = await fetch(`${baseUrl}/wps/member/register`, {
    method: 'PUT',
    headers: {
      ...headers,
      ModuleId: 'REGISTER_REE3',
      Cookie: cookie,
      'Content-Type': encrypted.contentType,
      Encryption: encrypted.encryption,
    },
    body: encrypted.body,
  });
  const value = await call<{ token: string; userName: string; customerType: number }>(reply, `register ${username}`);
  return { username, password, ...value };
}
