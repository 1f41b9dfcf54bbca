import { LEGACY_DB_NAME } from './legacy-key-store.ts';
import { REMEMBER_STORAGE_KEY, SIGN_BACK_IN_KEY, createRememberStore } from './remembered-login.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    all: () => Object.fromEntries(items),
  };
}

/** An IndexedDB that records which databases were deleted (jsdom has none). */
function fakeIndexedDb() {
  const deleted: string[] = [];
  const factory = {
    deleteDatabase: (name: string) => {
      deleted.push(name);
      const request = {} as IDBOpenDBRequest;
      setTimeout(() => request.onsuccess?.({} as Event));
      return request;
    },
  } as unknown as IDBFactory;
  return { factory, deleted };
}

const LOGIN = { type: 'username' as const, username: 'player01', countryDialingCode: '880' };

describe('remembered login', () => {
  it('gives the login back after a reload (a new store on the same storage), signing back in only once a token was issued', async () => {
    const storage = memoryStorage();
    const store = createRememberStore({ storage, indexedDb: null });
    await store.save(LOGIN);
    const again = createRememberStore({ storage, indexedDb: null });
    await expect(again.load()).resolves.toEqual({ ...LOGIN, canSignBackIn: false });
    again.setCanSignBackIn(true);
    await expect(createRememberStore({ storage, indexedDb: null }).load()).resolves.toEqual({ ...LOGIN, canSignBackIn: true });
  });

  it('keeps no password: the record holds the type, the name and the dialling code only', async () => {
    const storage = memoryStorage();
    await createRememberStore({ storage, indexedDb: null }).save(LOGIN);
    const record = JSON.parse(storage.all()[REMEMBER_STORAGE_KEY]!);
    expect(record).toEqual({ v: 2, ...LOGIN });
  });

  it('forgets the record and the sign-back-in flag, and says whether anything was remembered', async () => {
    const storage = memoryStorage();
    const store = createRememberStore({ storage, indexedDb: null });
    await store.save(LOGIN);
    store.setCanSignBackIn(true);
    await expect(store.forget()).resolves.toBe(true);
    expect(storage.all()).toEqual({});
    await expect(store.load()).resolves.toBeNull();
    await expect(store.forget()).resolves.toBe(false);
  });

  it('a sign-out (which removes wl.autoLogin) leaves the name to fill but no signing back in', async () => {
    const storage = memoryStorage();
    const store = createRememberStore({ storage, indexedDb: null });
    await store.save(LOGIN);
    store.setCanSignBackIn(true);
    storage.removeItem(SIGN_BACK_IN_KEY);
    await expect(store.load()).resolves.toEqual({ ...LOGIN, canSignBackIn: false });
  });

  it("deletes what version 1 left: the encrypted password goes from the record, the key's database from IndexedDB", async () => {
    const old = { v: 1, ...LOGIN, secret: { iv: 'AAAAAAAAAAAAAAAA', data: 'c2VjcmV0' } };
    const storage = memoryStorage({ [REMEMBER_STORAGE_KEY]: JSON.stringify(old) });
    const idb = fakeIndexedDb();
    const store = createRememberStore({ storage, indexedDb: idb.factory });
    await expect(store.load()).resolves.toEqual({ ...LOGIN, canSignBackIn: false });
    expect(JSON.parse(storage.all()[REMEMBER_STORAGE_KEY]!)).toEqual({ v: 2, ...LOGIN });
    expect(idb.deleted).toEqual([LEGACY_DB_NAME]);
    // once per page
    await store.load();
    expect(idb.deleted).toHaveLength(1);
  });

  it('also deletes the old key database when nothing is remembered any more', async () => {
    const idb = fakeIndexedDb();
    await expect(createRememberStore({ storage: memoryStorage(), indexedDb: idb.factory }).load()).resolves.toBeNull();
    expect(idb.deleted).toEqual([LEGACY_DB_NAME]);
  });

  it('ignores a record it does not understand, and works without storage', async () => {
    const storage = memoryStorage({ [REMEMBER_STORAGE_KEY]: '{"v":9,"type":"x"}' });
    await expect(createRememberStore({ storage, indexedDb: null }).load()).resolves.toBeNull();
    const blocked = createRememberStore({ storage: null, indexedDb: null });
    await blocked.save(LOGIN);
    await expect(blocked.load()).resolves.toBeNull();
    await expect(blocked.forget()).resolves.toBe(false);
  });
});
