import { readStored, sessionStorageAvailable, writeStored } from './browser-storage.ts';

describe('browser storage', () => {
  it('reads and writes where the browser keeps site data', () => {
    expect(writeStored('local', 'k', 'v')).toBe(true);
    expect(readStored('local', 'k')).toBe('v');
    expect(writeStored('local', 'k', null)).toBe(true);
    expect(readStored('local', 'k')).toBeNull();
    expect(sessionStorageAvailable()).toBe(true);
  });

  describe('where the browser blocks site data (reading sessionStorage throws)', () => {
    const originals = {
      local: Object.getOwnPropertyDescriptor(window, 'localStorage')!,
      session: Object.getOwnPropertyDescriptor(window, 'sessionStorage')!,
    };
    beforeEach(() => {
      const blocked = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { configurable: true, get: blocked });
      Object.defineProperty(window, 'sessionStorage', { configurable: true, get: blocked });
    });
    afterEach(() => {
      Object.defineProperty(window, 'localStorage', originals.local);
      Object.defineProperty(window, 'sessionStorage', originals.session);
    });

    it('answers nothing instead of throwing', () => {
      expect(readStored('session', 'k')).toBeNull();
      expect(writeStored('session', 'k', 'v')).toBe(false);
      expect(sessionStorageAvailable()).toBe(false);
    });

    it('still starts the session store, and keeps a login in memory', () => {
      jest.isolateModules(() => {
        const { useSessionStore } = require('../session/session-store.ts') as typeof import('../session/session-store.ts');
        expect(useSessionStore.getState().session).toBeNull();
        useSessionStore.getState().setSession({ token: 't', merchantCode: 'm', userName: 'demo01', type: 0, firstTimeLogin: false });
        expect(useSessionStore.getState().session?.userName).toBe('demo01');
      });
    });
  });
});
