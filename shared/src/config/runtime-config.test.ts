import { flattenFlags, resolveRemoteUrl, startupMode } from './runtime-config.ts';

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
