import { useTestServer } from '../test-support/use-test-server.ts';
import { memberCentreRoutes } from './index.ts';
import { trialSession } from './test-kit.ts';

const server = useTestServer('file');

// The member's calls; the dev-only ones beside them (POST /dev/rewards/grant) stand for the operator and take no session.
const routes = memberCentreRoutes.filter((route) => route.auth).map((route) => [route.method, route.path] as const);

describe('every member-centre call', () => {
  it('is listed (the contract names each one)', () => {
    expect(routes.length).toBeGreaterThanOrEqual(22);
  });

  it.each(routes)('%s %s needs a session: 401 login.not.session without one', async (method, path) => {
    const reply = await server.client().call(method, path, method === 'GET' ? {} : { json: { id: 1 } });
    expect(reply.status).toBe(401);
    expect(reply.body.errorCode).toBe('login.not.session');
  });

  it.each(routes)("%s %s refuses a trial account with the platform's text", async (method, path) => {
    const { client, token } = await trialSession(server);
    const reply = await client.call(method, path, { token, ...(method === 'GET' ? {} : { json: { id: 1 } }) });
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({
      errorCode: 'function.not.available',
      message: 'Please login an actual account to use this function',
    });
  });
});

describe('a trial account', () => {
  it('still reads its member info, and its inbox count is 0', async () => {
    const { client, token } = await trialSession(server);
    expect((await client.get('/wps/member/info', { token })).body.value).toMatchObject({ type: 4, vipLevel: 0, securityLevel: 'LOW' });
    expect((await client.get('/wps/relay/CSP_unreadCount', { token })).body.value).toBe(0);
  });
});
