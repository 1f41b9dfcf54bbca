import type { DevApiOptions } from '../server/create-dev-api.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/**
 * Registers the start and close of a test server for the enclosing test file or describe block: a fresh one for
 * every test (`per: 'test'`, for tests that change state) or one shared by the block (`per: 'file'`). The value
 * returned always speaks to the server of the running test, so a file declares it once at the top.
 */
export function useTestServer(per: 'test' | 'file' = 'test', options: DevApiOptions = {}): TestServer {
  let current: TestServer | undefined;
  const [before, after] = per === 'test' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    current = await startTestServer(options);
  });
  after(() => current?.close());
  return new Proxy({} as TestServer, {
    get: (_target, key) => {
      if (!current) throw new Error('the test server is used outside a test (it starts in beforeEach / beforeAll)');
      const value = Reflect.get(current, key);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}

/**
 * The session token of a member signed in once before the tests of the enclosing file or block (demo01 unless
 * named), read as `token()` inside a test.
 */
export function useToken(server: TestServer, ...credentials: [username: string, password: string] | []): () => string {
  let token: string | undefined;
  beforeAll(async () => {
    token = await server.client().token(...credentials);
  });
  return () => {
    if (token === undefined) throw new Error('the token is read before the block signed in');
    return token;
  };
}
