// Logs a seeded account in through the platform API the way the browser does (encrypted body,
// Encryption header) and returns the session the site keeps in sessionStorage.
import { type SessionInfo, toSession } from '@wl/platform-contract';
import { loginThroughDevApi } from '@wl/dev-api';

export async function apiLogin(baseUrl: string, username: string, password: string, merchant = 'BDWL'): Promise<SessionInfo> {
  return toSession(await loginThroughDevApi({ baseUrl, username, password, merchant }), merchant);
}
