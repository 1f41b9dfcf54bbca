// Where the remember-password key lives. The key is a non-extractable AES-GCM CryptoKey: IndexedDB can
// hold such an object (structured clone), but no script, ours included, can ever read its bytes out, so
// what sits in localStorage is useless without this browser profile's key.

export interface KeyStore {
  get(): Promise<CryptoKey | null>;
  put(key: CryptoKey): Promise<void>;
  delete(): Promise<void>;
}

const DB_NAME = 'wl-auth';
const STORE = 'keys';
const KEY_ID = 'remembered-login';

function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function inStore<T>(factory: IDBFactory, mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb(factory);
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = op(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

const isCryptoKey = (value: unknown): value is CryptoKey =>
  typeof value === 'object' && value !== null && 'algorithm' in value && 'usages' in value && 'extractable' in value;

/** The browser's key store; null where there is no IndexedDB (then no password is kept at all). */
export function indexedDbKeyStore(factory: IDBFactory | undefined = globalThis.indexedDB): KeyStore | null {
  if (!factory) return null;
  return {
    get: () => inStore(factory, 'readonly', (s) => s.get(KEY_ID)).then((value) => (isCryptoKey(value) ? value : null)),
    put: (key) => inStore(factory, 'readwrite', (s) => s.put(key, KEY_ID)).then(() => undefined),
    delete: () => inStore(factory, 'readwrite', (s) => s.delete(KEY_ID)).then(() => undefined),
  };
}

/** For tests (jsdom has no IndexedDB): the same contract, in memory. */
export function memoryKeyStore(): KeyStore & { peek(): CryptoKey | null } {
  let held: CryptoKey | null = null;
  return {
    get: async () => held,
    put: async (key) => {
      held = key;
    },
    delete: async () => {
      held = null;
    },
    peek: () => held,
  };
}
