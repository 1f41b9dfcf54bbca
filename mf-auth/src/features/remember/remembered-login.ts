import type { LoginType } from '../../lib/auth-api.ts';
import { indexedDbKeyStore, type KeyStore } from './key-store.ts';

/**
 * 'Remember password' without a readable password at rest (issue 3, item 2). What is kept, under
 * localStorage 'wl.remembered', is the login type, the username or mobile number, the dialling code and,
 * for a password login, the password encrypted with AES-GCM (fresh 96-bit IV each time; the username
 * as additional data, so a copied blob does not decrypt for another account) under a non-extractable
 * key kept in IndexedDB (key-store.ts). Without Web Crypto or IndexedDB no password is kept: the
 * browser's own password manager (autocomplete attributes, browser-credentials.ts) still works.
 */
export interface RememberedLogin {
  type: LoginType;
  /** the username, or the mobile number for an SMS login */
  username: string;
  countryDialingCode: string;
  /** '' when none is kept (SMS logins, no Web Crypto, or a key that is gone) */
  password: string;
}

interface StoredRecord {
  v: 1;
  type: LoginType;
  username: string;
  countryDialingCode: string;
  /** base64 of the IV and of the AES-GCM ciphertext with its tag */
  secret?: { iv: string; data: string };
}

export const REMEMBER_STORAGE_KEY = 'wl.remembered';

type SimpleStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface RememberStoreOptions {
  storage?: SimpleStorage | null;
  keys?: KeyStore | null;
  subtle?: SubtleCrypto | null;
}

export interface RememberStore {
  save(login: RememberedLogin): Promise<void>;
  load(): Promise<RememberedLogin | null>;
  forget(): Promise<void>;
  /** after a password change: re-encrypts the kept password if one is kept for this account */
  updatePassword(username: string, password: string): Promise<void>;
}

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

const sameUser = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function defaultStorage(): SimpleStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

function isRecord(value: unknown): value is StoredRecord {
  const r = value as StoredRecord | null;
  return typeof r === 'object' && r !== null && r.v === 1 && (r.type === 'username' || r.type === 'sms') && typeof r.username === 'string';
}

export function createRememberStore(options: RememberStoreOptions = {}): RememberStore {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const keys = options.keys === undefined ? indexedDbKeyStore() : options.keys;
  const subtle = options.subtle === undefined ? (globalThis.crypto?.subtle ?? null) : options.subtle;

  const additionalData = (username: string) => new TextEncoder().encode(`wl.remembered:${username.toLowerCase()}`);

  async function cryptoKey(create: boolean): Promise<CryptoKey | null> {
    if (!keys || !subtle) return null;
    try {
      const existing = await keys.get();
      if (existing || !create) return existing;
      // extractable: false is the point: the key can encrypt and decrypt here and never leave.
      const key = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
      await keys.put(key);
      return key;
    } catch {
      return null;
    }
  }

  function read(): StoredRecord | null {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(REMEMBER_STORAGE_KEY) ?? 'null');
      return isRecord(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }

  function write(record: StoredRecord) {
    try {
      storage?.setItem(REMEMBER_STORAGE_KEY, JSON.stringify(record));
    } catch {
      /* storage full or blocked: nothing is remembered */
    }
  }

  async function encrypt(username: string, password: string): Promise<StoredRecord['secret']> {
    const key = await cryptoKey(true);
    if (!key || !subtle) return undefined;
    try {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const data = await subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: additionalData(username) },
        key,
        new TextEncoder().encode(password),
      );
      return { iv: toBase64(iv), data: toBase64(data) };
    } catch {
      return undefined;
    }
  }

  async function decrypt(record: StoredRecord): Promise<string> {
    if (!record.secret || !subtle) return '';
    const key = await cryptoKey(false);
    if (!key) return '';
    try {
      const plain = await subtle.decrypt(
        { name: 'AES-GCM', iv: fromBase64(record.secret.iv), additionalData: additionalData(record.username) },
        key,
        fromBase64(record.secret.data),
      );
      return new TextDecoder().decode(plain);
    } catch {
      return ''; // another profile's key, or a changed blob: the username is still worth filling
    }
  }

  const store: RememberStore = {
    async save(login) {
      const record: StoredRecord = { v: 1, type: login.type, username: login.username, countryDialingCode: login.countryDialingCode };
      if (login.type === 'username' && login.password) {
        const secret = await encrypt(login.username, login.password);
        if (secret) record.secret = secret;
      }
      write(record);
    },
    async load() {
      const record = read();
      if (!record) return null;
      const password = await decrypt(record);
      return { type: record.type, username: record.username, countryDialingCode: record.countryDialingCode || '', password };
    },
    async forget() {
      try {
        storage?.removeItem(REMEMBER_STORAGE_KEY);
      } catch {
        /* blocked storage holds nothing to forget */
      }
      await keys?.delete().catch(() => undefined);
    },
    async updatePassword(username, password) {
      const record = read();
      if (record?.type !== 'username' || !record.secret || !sameUser(record.username, username)) return;
      await store.save({ type: 'username', username: record.username, countryDialingCode: record.countryDialingCode, password });
    },
  };
  return store;
}

/** The page's store: localStorage, IndexedDB and the browser's Web Crypto. */
export const rememberStore: RememberStore = createRememberStore();
