import userEvent from '@testing-library/user-event';
import { useConfigStore } from '@wl/kit';
import { LoginForm } from '../features/login/login-form.tsx';
import { rememberStore } from '../features/remember/remembered-login.ts';
import { callsTo, fail, installPlatform, openedBody, type FakeCall, type FakeRoutes } from './platform.ts';
import { flush, renderAt } from './render.tsx';

export const LOGIN = 'POST /wps/session/login';
/** The platform's answer to a wrong password once it wants a captcha. */
export const loginFailed = fail('LOGIN_FAILED', { value: { captcha: true } });
/** What the logins sent, opened as the platform opens them. */
export const logins = (calls: FakeCall[]) => callsTo(calls, LOGIN).map(openedBody);
export const captchas = (calls: FakeCall[]) => callsTo(calls, 'GET /wps/captcha').length;

/** The login form with these flags against the fake platform; nothing remembered in this browser. */
export async function setupLoginForm(flags: Record<string, boolean> = {}, routes: FakeRoutes = {}) {
  useConfigStore.setState({ flags });
  const calls = installPlatform(routes);
  jest.spyOn(rememberStore, 'load').mockResolvedValue(null);
  jest.spyOn(rememberStore, 'save').mockResolvedValue();
  jest.spyOn(rememberStore, 'forget').mockResolvedValue(false);
  const onSuccess = jest.fn();
  // no pause between keystrokes: the journeys type a lot, and a busy machine makes each pause long
  const user = userEvent.setup({ delay: null });
  renderAt(<LoginForm onSuccess={onSuccess} />);
  await flush();
  return { user, onSuccess, calls };
}
