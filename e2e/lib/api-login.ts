// Logs in through the platform API the way the browser does (encrypted body, Encryption header), from
// Node, and returns the session the site keeps in sessionStorage.
import { encryptForDevApi } from '@wl/dev-api';

export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

export async function apiLogin(baseURL: string, username: string, password: string, merchant = 'BDWL'): Promise<SessionInfo> {
  const key = await (await fetch(`${baseURL}/wps/session/key/rsa`, { headers: { Merchant: merchant } })).json();
  const { payload, encryptionHeader } = encryptForDevApi({ username, password, captcha: '', type: 'username' }, key.value);
  const res = await fetch(`${baseURL}/wps/session/login`, {
    method: 'POST',
    headers: { Merchant: merchant, Language: 'EN', Device: 'MOBILE', 'Content-Type': 'text/plain', Encryption: encryptionHeader },
    body: payload,
  });
  const body = await res.json();
  if (!body.success) throw new Error(`login failed: ${JSON.stringify(body)}`);
  const v = body.value;
  return { token: v.token, merchantCode: merchant, userName: v.userName, type: v.customerType, firstTimeLogin: Boolean(v.firstTimeLogin) };
}
