import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decryptBody } from '@wl/dev-api/body-cipher';
import { generateRsaKeyPair } from '@wl/dev-api';
import { answerRoutes, fail, raw } from '@wl/jest/msw-routes';
import { i18n, STANDALONE_CONFIG, setRuntimeConfig, useSessionStore } from '@wl/kit';
import { DevSessionBar } from './dev-session.tsx';

const keys = generateRsaKeyPair();
// the login's body is sealed with the platform's key, as the shell's login sends it
const key = { 'GET /wps/session/key/rsa': () => raw(200, { success: true, value: keys.publicKeyPem }) };

beforeAll(async () => {
  setRuntimeConfig(STANDALONE_CONFIG);
  await act(() => i18n.changeLanguage('en'));
});
afterAll(() => act(() => i18n.changeLanguage('bn')));
afterEach(() => act(() => useSessionStore.getState().clearSession()));

describe("a remote run alone: the kit's session bar (issue 39 item 3)", () => {
  it('signs a seeded account in through the platform, on the brand merchant, and out again', async () => {
    const calls = answerRoutes({
      ...key,
      'POST /wps/session/login': () => ({ token: 't0k', userName: 'agent01', customerType: 1, firstTimeLogin: false }),
    });
    const user = userEvent.setup();
    render(<DevSessionBar merchant="BDWL" />);
    await user.clear(screen.getByRole('textbox', { name: 'Dev API username' }));
    await user.type(screen.getByRole('textbox', { name: 'Dev API username' }), 'agent01');
    await user.click(screen.getByRole('button', { name: 'Log in (dev API)' }));
    expect(await screen.findByText('Standalone session: agent01')).toBeInTheDocument();
    expect(useSessionStore.getState().session).toMatchObject({ token: 't0k', merchantCode: 'BDWL', userName: 'agent01', type: 1 });
    const [login] = calls.filter((c) => c.url === '/wps/session/login');
    expect(decryptBody(login!.body as string, login!.headers.Encryption as string, keys.privateKeyPem)).toMatchObject({
      type: 'username',
      username: 'agent01',
      password: 'Demo@1234',
    });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(useSessionStore.getState().session).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in (dev API)' })).toBeInTheDocument();
  });

  it("says the platform's refusal, and stays signed out", async () => {
    answerRoutes({ ...key, 'POST /wps/session/login': () => fail('LOGIN_FAILED', { message: 'Account or password incorrect' }) });
    const user = userEvent.setup();
    render(<DevSessionBar merchant="BDWL" />);
    await user.click(screen.getByRole('button', { name: 'Log in (dev API)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Account or password incorrect');
    expect(useSessionStore.getState().session).toBeNull();
  });
});
