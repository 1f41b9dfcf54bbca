import { answerRoutes, type FakeCall, type FakeRoutes, fail, never, offline, raw } from '@wl/jest/msw-routes';
import { type RuntimeConfig, setRuntimeConfig } from '../config/runtime-config.ts';
import { events } from '../events/event-bus.ts';
import { i18n } from '../i18n/i18n.ts';
import { STANDALONE_CONFIG } from '../standalone/standalone-config.ts';
import { useSessionStore } from '../session/session-store.ts';
import { ApiError } from './api-error.ts';
import { api } from './client.ts';
import { http } from './legacy-http.ts';
import { setErrorNotifier } from './notify.ts';

const config: RuntimeConfig = { ...STANDALONE_CONFIG, id: 't', siteName: 'T' };

let seen: FakeCall[] = [];
const answer = (routes: FakeRoutes) => {
  seen = answerRoutes(routes);
};

const notified: string[] = [];
beforeAll(() => {
  setRuntimeConfig(config);
  setErrorNotifier((t) => notified.push(t));
});
beforeEach(async () => {
  notified.length = 0;
  useSessionStore.getState().clearSession();
  await i18n.changeLanguage('en');
});

const header = (name: string) => seen[0]!.headers[name];

describe('HTTP layer', () => {
  it('sends Merchant, Language and Device, and no Authorization for a guest', async () => {
    answer({ 'GET /wps/system/status': () => 1 });
    await api.get('/wps/system/status', { moduleId: 'SYS3' });
    expect(header('Merchant')).toBe('BDWL');
    expect(header('Language')).toBe('EN');
    expect(header('Device')).toBe('MOBILE');
    expect(header('ModuleId')).toBe('SYS3');
    expect(header('Authorization')).toBeUndefined();
  });

  it('never puts the session token in the address: a token query parameter is dropped, the header carries it', async () => {
    useSessionStore.getState().setSession({ token: 'secret-token', merchantCode: 'BDWL', userName: 'u', type: 0, firstTimeLogin: false });
    answer({ 'GET /wps/relay/MCSFE_favoriteGames': () => ({ content: [] }) });
    await api.get('/wps/relay/MCSFE_favoriteGames', { params: { token: 'secret-token', pageNo: 1, gameType: 'RNG' } });
    expect(seen[0]!.params).toEqual({ pageNo: '1', gameType: 'RNG' });
    expect(seen[0]!.url).not.toContain('secret-token');
    expect(header('Authorization')).toBe('secret-token');
  });

  it("sends the session's raw token and merchant, and BN for Bengali", async () => {
    useSessionStore.getState().setSession({ token: 'abc', merchantCode: 'BDWL_TRIAL', userName: 'u', type: 4, firstTimeLogin: false });
    await i18n.changeLanguage('bn');
    answer({ 'GET /wps/member/info': () => 1 });
    await api.get('/wps/member/info');
    expect(header('Authorization')).toBe('abc');
    expect(header('Merchant')).toBe('BDWL_TRIAL');
    expect(header('Language')).toBe('BN');
  });

  it('unwraps the envelope', async () => {
    answer({ 'GET /wps/wallets/balance': () => ({ sumBalance: 1000 }) });
    await expect(api.get('/wps/wallets/balance')).resolves.toEqual({ sumBalance: 1000 });
  });

  it('maps a known error code to its translated text and shows it', async () => {
    answer({ 'GET /x': () => fail('USER_NOT_EXIST', { message: 'server words' }) });
    const err = await api.get('/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('USER_NOT_EXIST');
    expect((err as ApiError).message).toBe('User does not exist or is disabled');
    expect(notified).toEqual(['User does not exist or is disabled']);
  });

  it("shows the server's message for an unknown code, and 'Unknown error' when there is none", async () => {
    // some services send msg instead of message
    answer({ 'GET /x': () => raw(400, { success: false, errorCode: 'SOMETHING_NEW', msg: 'Try the other door' }) });
    await expect(api.get('/x')).rejects.toMatchObject({ message: 'Try the other door', status: 400 });
    answer({ 'GET /x': () => raw(200, { success: false, errorCode: 'SOMETHING_NEW' }) });
    await expect(api.get('/x')).rejects.toMatchObject({ message: 'Unknown error' });
  });

  it('keeps the failure value (the captcha flag) and stays quiet when silent', async () => {
    answer({ 'POST /wps/session/login': () => fail('LOGIN_FAILED', { message: 'no', value: { captcha: true } }) });
    await expect(api.post('/wps/session/login', {}, { silent: true })).rejects.toMatchObject({ value: { captcha: true } });
    expect(notified).toEqual([]);
  });

  it('on login.not.session clears the session and asks for a login', async () => {
    useSessionStore.getState().setSession({ token: 'old', merchantCode: 'BDWL', userName: 'u', type: 0, firstTimeLogin: false });
    const asked = jest.fn();
    const off = events.on('auth:login-required', asked);
    answer({ 'GET /wps/member/info': () => fail('login.not.session', { message: 'x' }) });
    await expect(api.get('/wps/member/info')).rejects.toMatchObject({ code: 'login.not.session' });
    off();
    expect(useSessionStore.getState().session).toBeNull();
    expect(asked).toHaveBeenCalledWith({ reason: 'login.not.session' });
    expect(notified).toEqual(['Account logged out, log in again']);
  });

  it('reports a transport failure as a network error', async () => {
    answer({ 'GET /x': () => offline() });
    await expect(api.get('/x', { silent: true })).rejects.toMatchObject({ code: 'network' });
  });

  it('sends a form body url-encoded', async () => {
    answer({ 'POST /wps/member/password/email': () => null });
    await api.post('/wps/member/password/email', { username: 'demo01', email: 'a@b.c' }, { form: true });
    expect(seen[0]!.body).toBe('username=demo01&email=a%40b.c');
    expect(header('Content-Type')).toBe('application/x-www-form-urlencoded');
  });

  it('sends a JSON body as JSON, and the idempotency key', async () => {
    answer({ 'POST /wps/wallets/transfer': () => null });
    await api.post('/wps/wallets/transfer', { amount: 5 }, { idempotencyKey: 'k-1' });
    expect(seen[0]!.body).toEqual({ amount: 5 });
    expect(header('Content-Type')).toBe('application/json');
    expect(header('Idempotency-Key')).toBe('k-1');
  });

  it('reports a call that outlives its deadline as a timeout', async () => {
    answer({ 'GET /slow': () => never() });
    await expect(api.get('/slow', { silent: true, timeoutMs: 20 })).rejects.toMatchObject({ code: 'timeout' });
  });

  it('reports a call its caller cancelled as canceled, without a toast', async () => {
    const controller = new AbortController();
    answer({ 'GET /slow': () => never() });
    const pending = api.get('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'canceled' });
    controller.abort();
    await expect(api.get('/slow', { signal: controller.signal })).rejects.toMatchObject({ code: 'canceled' });
    expect(notified).toEqual([]);
  });

  it('maps an answer that is not an envelope, and an error status without one, to an unknown error', async () => {
    answer({ 'GET /html': () => raw(200, '<html>'), 'GET /down': () => raw(503, '') });
    await expect(api.get('/html', { silent: true })).rejects.toMatchObject({ code: 'unknown', status: 200 });
    await expect(api.get('/down', { silent: true })).rejects.toMatchObject({ code: 'unknown', status: 503 });
  });

  it("fetches a member's picture as a Blob with the session's headers (api.blob), its failure an ApiError", async () => {
    useSessionStore.getState().setSession({ token: 'abc', merchantCode: 'BDWL', userName: 'u', type: 0, firstTimeLogin: false });
    answer({ 'GET /wps/member/media/1': () => raw(200, 'PNG', { 'Content-Type': 'image/png' }) });
    const picture = await api.blob('/wps/member/media/1', { signal: new AbortController().signal });
    await expect(picture.text()).resolves.toBe('PNG');
    expect(header('Authorization')).toBe('abc');
    await expect(api.blob('/wps/none')).rejects.toMatchObject({ name: 'ApiError', status: 404 });
  });

  it("keeps `http` as releases built on 5.x call it: a member's picture as a Blob, with the session's headers", async () => {
    useSessionStore.getState().setSession({ token: 'abc', merchantCode: 'BDWL', userName: 'u', type: 0, firstTimeLogin: false });
    answer({ 'GET /wps/member/media/1': () => raw(200, 'PNG', { 'Content-Type': 'image/png' }) });
    const reply = await http.get<Blob>('/wps/member/media/1', { responseType: 'blob', signal: new AbortController().signal });
    expect(reply.status).toBe(200);
    await expect(reply.data.text()).resolves.toBe('PNG');
    expect(header('Authorization')).toBe('abc');
    await expect(http.get('/wps/none')).rejects.toMatchObject({ code: 'status', response: { status: 404 } });
  });
});
