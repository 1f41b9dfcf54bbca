import * as devApi from './index.ts';
import { startTestServer } from './test-support/test-server.ts';

describe('public module API', () => {
  it('exports the documented names', () => {
    for (const name of [
      'createDevApi',
      'startDevApi',
      'decryptBody',
      'encryptForDevApi',
      'generateRsaKeyPair',
      'loadOrCreateRsaKeyPair',
      'loginThroughDevApi',
    ])
      expect([name, typeof (devApi as Record<string, unknown>)[name]]).toEqual([name, 'function']);
    expect(devApi.SEED_ACCOUNTS.member).toMatchObject({ username: 'demo01', password: 'Demo@1234' });
  });

  it('puts the default database in dev-api/.data, whatever the working directory', () => {
    expect(devApi.defaultDbFile()).toMatch(/\/dev-api\/\.data\/dev\.sqlite$/);
  });

  it('logs the seeded accounts in through loginThroughDevApi', async () => {
    const server = await startTestServer();
    try {
      const member = await devApi.loginThroughDevApi({ baseUrl: server.url, now: server.clock.now, ...devApi.SEED_ACCOUNTS.member });
      expect(member).toMatchObject({ userName: 'demo01', customerType: 0 });
      const agent = await devApi.loginThroughDevApi({ baseUrl: server.url, now: server.clock.now, ...devApi.SEED_ACCOUNTS.agent });
      expect(agent.customerType).toBe(1);
      await expect(
        devApi.loginThroughDevApi({ baseUrl: server.url, now: server.clock.now, username: 'demo01', password: 'nope' }),
      ).rejects.toThrow(/LOGIN_FAILED/);
    } finally {
      await server.close();
    }
  });

  it('exposes the key pair so a test can open what a client encrypted', () => {
    const keys = devApi.generateRsaKeyPair();
    const sealed = devApi.encryptForDevApi({ hello: 'world' }, keys.publicKeyPem);
    expect(devApi.decryptBody(sealed.body, sealed.encryption, keys.privateKeyPem)).toEqual({ hello: 'world' });
  });
});
