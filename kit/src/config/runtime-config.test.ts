import { answerRoutes, raw } from '@wl/jest/msw-routes';
import { STANDALONE_CONFIG } from '../standalone/standalone-config.ts';
import { fetchRuntimeConfig, flattenFlags, resolveRemoteUrl, startupMode } from './runtime-config.ts';

describe('whitelabel flags', () => {
  it('flattens the tree to modId -> boolean, a child of a disabled node being off', () => {
    const flags = flattenFlags([
      { modId: 'REGISTER3', enabled: '1' },
      { modId: 'MEMCEN3', enabled: '0', childrenNodes: [{ modId: 'MAILCEN', enabled: '1' }] },
      { modId: 'LOGIN3', enabled: '1', childrenNodes: [{ modId: 'FREEPLAY3', enabled: '1', childrenNodes: null }] },
    ]);
    expect(flags).toEqual({ REGISTER3: true, MEMCEN3: false, MAILCEN: false, LOGIN3: true, FREEPLAY3: true });
  });

  it('treats a missing tree as no flags', () => {
    expect(flattenFlags(undefined)).toEqual({});
  });
});

describe('startup mode', () => {
  it.each([
    [{ maintenance: false, regionRestriction: false }, 0],
    [{ maintenance: true, regionRestriction: false }, 1],
    [{ maintenance: true, regionRestriction: true }, 1],
    [{ maintenance: false, regionRestriction: true }, 2],
  ])('%j -> %i', (status, mode) => {
    expect(startupMode(status)).toBe(mode);
  });
});

it('resolves {hostname} in a manifest URL to the page host', () => {
  expect(resolveRemoteUrl('http://{hostname}:8081/mf-manifest.json', '127.0.0.1')).toBe('http://127.0.0.1:8081/mf-manifest.json');
});

describe('reading the runtime file (decision 048: the brand schema the server checked it with)', () => {
  const served = (file: unknown) => answerRoutes({ 'GET /runtime/whitelabel.json': () => raw(200, file) });

  it('takes a file the schema passes, with the fields it does not name (a newer server may add some)', async () => {
    const file = {
      ...STANDALONE_CONFIG,
      remotes: { 'mf-lobby': 'http://{hostname}:8082/mf-manifest.json' },
      canary: { 'mf-lobby': { url: 'http://{hostname}:8082/2/mf-manifest.json', release: '2.0.0', share: 10 } },
      addedLater: { by: 'a newer server' },
    };
    served(file);
    await expect(fetchRuntimeConfig()).resolves.toEqual(file);
  });

  it('refuses a file the schema refuses, naming each field, so the start fails with its retry', async () => {
    served({ ...STANDALONE_CONFIG, defaultLanguage: 'fr', canary: { 'mf-lobby': { url: 'x', release: '2.0.0', share: 150 } } });
    const refused = fetchRuntimeConfig();
    await expect(refused).rejects.toThrow('The whitelabel runtime file /runtime/whitelabel.json is refused');
    await expect(refused).rejects.toThrow('"defaultLanguage"');
    await expect(refused).rejects.toThrow('"canary.mf-lobby.url" is not an http(s) URL');
    await expect(refused).rejects.toThrow('"canary.mf-lobby.share" is not between 0 and 100');
  });
});
