import { flattenFlags } from './runtime-config.ts';

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
