import { memoryKeyStore } from './key-store.ts';
import { REMEMBER_STORAGE_KEY, createRememberStore } from './remembered-login.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    raw: () => items.get(REMEMBER_STORAGE_KEY) ?? null,
  };
}

const PASSWORD = 'Secr3t@pass';
/** A username login as the form remembers it. */
const LOGIN = { type: 'username' as const, username: 'player01', countryDialingCode: '880', password: PASSWORD };
const utf8Base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('remembered login', () => {
  it('gives the login back after a reload of the page (a new store on the same storage and key)', async () => {
    const storage = memoryStorage();
    const keys = memoryKeyStore();
    await createRememberStore({ storage, keys }).save(LOGIN);
    const again = createRememberStore({ storage, keys });
    await expect(again.load()).resolves.toEqual(LOGIN);
  });

  it('stores neither the password nor its base64, and the key cannot be exported', async () => {
    const storage = memoryStorage();
    const keys = memoryKeyStore();
    await createRememberStore({ storage, keys }).save(LOGIN);
    const raw = storage.raw()!;
    expect(raw).not.toContain(PASSWORD);
    expect(raw).not.toContain(utf8Base64(PASSWORD));
    expect(raw).not.toContain(btoa(PASSWORD));
    // Base64 of the password at any offset shows up as one of three shifted encodings; none is there.
    for (const prefix of ['', 'x', 'xx']) expect(raw).not.toContain(utf8Base64(prefix + PASSWORD).slice(4, -4));
    const record = JSON.parse(raw);
    expect(Object.keys(record).sort()).toEqual(['countryDialingCode', 'secret', 'type', 'username', 'v']);
    expect(Buffer.from(record.secret.data, 'base64').toString('utf8')).not.toContain(PASSWORD);
    const key = keys.peek()!;
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('uses a fresh IV each time: the same password never gives the same ciphertext', async () => {
    const storage = memoryStorage();
    const store = createRememberStore({ storage, keys: memoryKeyStore() });
    await store.save(LOGIN);
    const first = JSON.parse(storage.raw()!).secret;
    await store.save(LOGIN);
    const second = JSON.parse(storage.raw()!).secret;
    expect(second.iv).not.toBe(first.iv);
    expect(second.data).not.toBe(first.data);
  });

  it('without the key (another profile, cleared site data) fills only the username', async () => {
    const storage = memoryStorage();
    await createRememberStore({ storage, keys: memoryKeyStore() }).save(LOGIN);
    const elsewhere = createRememberStore({ storage, keys: memoryKeyStore() });
    await expect(elsewhere.load()).resolves.toMatchObject({ username: 'player01', password: '' });
  });

  it('a blob moved to another username does not decrypt (the username is bound in)', async () => {
    const storage = memoryStorage();
    const keys = memoryKeyStore();
    const store = createRememberStore({ storage, keys });
    await store.save(LOGIN);
    const record = JSON.parse(storage.raw()!);
    storage.setItem(REMEMBER_STORAGE_KEY, JSON.stringify({ ...record, username: 'intruder' }));
    await expect(store.load()).resolves.toMatchObject({ username: 'intruder', password: '' });
  });

  it('without Web Crypto or a key store keeps no password at all', async () => {
    for (const options of [{ subtle: null }, { keys: null }]) {
      const storage = memoryStorage();
      const store = createRememberStore({ storage, keys: memoryKeyStore(), ...options });
      await store.save(LOGIN);
      expect(storage.raw()).not.toContain(PASSWORD);
      expect(JSON.parse(storage.raw()!).secret).toBeUndefined();
      await expect(store.load()).resolves.toMatchObject({ username: 'player01', password: '' });
    }
  });

  it('an SMS login keeps the number and the dialling code, never a password', async () => {
    const storage = memoryStorage();
    const store = createRememberStore({ storage, keys: memoryKeyStore() });
    await store.save({ type: 'sms', username: '1712345678', countryDialingCode: '91', password: 'ignored1' });
    expect(JSON.parse(storage.raw()!).secret).toBeUndefined();
    await expect(store.load()).resolves.toEqual({ type: 'sms', username: '1712345678', countryDialingCode: '91', password: '' });
  });

  it('forget removes the record and the key', async () => {
    const storage = memoryStorage();
    const keys = memoryKeyStore();
    const store = createRememberStore({ storage, keys });
    await store.save(LOGIN);
    await store.forget();
    expect(storage.raw()).toBeNull();
    expect(keys.peek()).toBeNull();
    await expect(store.load()).resolves.toBeNull();
  });

  it('updatePassword re-encrypts the kept password of the same account only', async () => {
    const storage = memoryStorage();
    const store = createRememberStore({ storage, keys: memoryKeyStore() });
    await store.save({ type: 'username', username: 'Player01', countryDialingCode: '880', password: PASSWORD });
    const before = storage.raw();
    await store.updatePassword('someoneelse', 'Other123');
    expect(storage.raw()).toBe(before);
    await store.updatePassword('player01', 'N3w@pass');
    expect(storage.raw()).not.toContain('N3w@pass');
    await expect(store.load()).resolves.toMatchObject({ username: 'Player01', password: 'N3w@pass' });
  });

  it('ignores a record it does not understand', async () => {
    const storage = memoryStorage();
    storage.setItem(REMEMBER_STORAGE_KEY, '{"username":"x","password":"plain"}');
    await expect(createRememberStore({ storage, keys: memoryKeyStore() }).load()).resolves.toBeNull();
    storage.setItem(REMEMBER_STORAGE_KEY, 'not json');
    await expect(createRememberStore({ storage, keys: memoryKeyStore() }).load()).resolves.toBeNull();
  });
});
