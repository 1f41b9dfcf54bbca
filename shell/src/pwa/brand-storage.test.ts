import { forgetAnotherBrand } from './brand-storage.ts';

function fakeCaches(names: string[]) {
  const left = new Set(names);
  return {
    left,
    caches: {
      keys: async () => [...left],
      delete: async (name: string) => left.delete(name),
    } as unknown as CacheStorage,
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("one origin's storage under another brand (issue 23)", () => {
  it("drops the brand before's keys and caches on the first start under the new one, and keeps the device's id", async () => {
    const { left, caches } = fakeCaches(['wl-runtime-v1', 'wl-chunks-v1', 'workbox-precache-v2-http://x/', 'other-app']);
    forgetAnotherBrand('khela24', { local: localStorage, session: sessionStorage, caches });
    localStorage.setItem('wl.language', 'en');
    localStorage.setItem('wl.device', '0f6b1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4');
    sessionStorage.setItem('wl.session', '{"token":"t"}');
    localStorage.setItem('not-ours', 'kept');
    // the same brand again: nothing is dropped
    forgetAnotherBrand('khela24', { local: localStorage, session: sessionStorage, caches });
    expect(localStorage.getItem('wl.language')).toBe('en');
    expect(left.size).toBe(4);

    forgetAnotherBrand('bdplay', { local: localStorage, session: sessionStorage, caches });
    expect(localStorage.getItem('wl.language')).toBeNull();
    expect(sessionStorage.getItem('wl.session')).toBeNull();
    expect(localStorage.getItem('wl.device')).toBe('0f6b1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4');
    expect(localStorage.getItem('not-ours')).toBe('kept');
    expect(localStorage.getItem('wl.brand')).toBe('bdplay');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...left]).toEqual(['other-app']);
  });
});
