// Logs a seeded account in through the platform API the way the browser does (encrypted body,
// Encryption header) and returns the session the site keeps in sessionStorage.
import { loginThroughDevApi } from '@wl/dev-api';

export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

export async function apiLogin(baseUrl: string, username: string, password: string, merchant = 'BDWL'): Promise<SessionInfo> {
  const v = await loginThroughDevApi({ baseUrl, username, password, merchant });
  return { token: v.token, merchantCode: merchant, userName: v.userName, type: v.customerType, firstTimeLogin: Boolean(v.firstTimeLogin) };
}
