import type { LoginType } from '../../lib/auth-api.ts';
import { deleteLegacyKeyStore } from './legacy-key-store.ts';

/**
 * 'Remember password' keeps no password (issue 13 finding 8, docs/decisions/006). The password is the
 * browser's password manager's (autocomplete attributes, browser-credentials.ts); signing back in is the
 * platform's remember-me token, in an HttpOnly cookie no script reads (remember-me.ts). What this store
 * keeps is only what fills the form and whether a token was issued:
 * - localStorage 'wl.remembered' = { v: 2, type, username, countryDialingCode }
 * - localStorage 'wl.autoLogin' = '1' while this browser holds a token; sign-out removes it
 *   (kit/src/session/sign-out.ts, the spec's auto-login flag), as the platform then revokes the token.
 */
export interface RememberedLogin {
  type: LoginType;
  /** the username, or the mobile number for an SMS login */
  username: string;
  countryDialingCode: string;
}

export interface Remembered extends RememberedLogin {
  /** a remember-me token was issued to this browser and not ended by a sign-out */
  canSignBackIn: boolean;
}

interface StoredRecord {
  v: 1 | 2;
  type: LoginType;
  username: string;
  countryDialingCode: string;
  /** version 1 only: the password encrypted under a key in IndexedDB; dropped when read */
  secret?: unknown;
}

import { REMEMBER_STORAGE_KEY, SIGN_BACK_IN_KEY } from '../../lib/storage-keys.ts';

export { REMEMBER_STORAGE_KEY, SIGN_BACK_IN_KEY };

type SimpleStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface RememberStoreOptions {
  storage?: SimpleStorage | null;
  /** where version 1 kept its key; deleted on the first read */
  indexedDb?: IDBFactory | null;
}

export interface RememberStore {
  save(login: RememberedLogin): Promise<void>;
  load(): Promise<Remembered | null>;
  setCanSignBackIn(on: boolean): void;
  /** forgets the login; true when something was remembered */
  forget(): Promise<boolean>;
}

function defaultStorage(): SimpleStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

function defaultIndexedDb(): IDBFactory | null {
  try {
    return globalThis.indexedDB ?? null;
  } catch {
    return null; // reading it throws where the browser blocks site data
  }
}

function isRecord(value: unknown): value is StoredRecord {
  const r = value as StoredRecord | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    (r.v === 1 || r.v === 2) &&
    (r.type === 'username' || r.type === 'sms') &&
    typeof r.username === 'string'
  );
}

export function createRememberStore(options: RememberStoreOptions = {}): RememberStore {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const indexedDb = options.indexedDb === undefined ? defaultIndexedDb() : options.indexedDb;
  let legacyChecked = false;

  const get = (key: string) => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const set = (key: string, value: string | null) => {
    try {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      /* storage full or blocked: nothing is remembered */
    }
  };
  const write = (login: RememberedLogin) =>
    set(
      REMEMBER_STORAGE_KEY,
      JSON.stringify({ v: 2, type: login.type, username: login.username, countryDialingCode: login.countryDialingCode }),
    );

  /** What older versions left: the encrypted password (dropped) and its key's database (deleted). */
  async function migrate(record: StoredRecord | null) {
    if (record?.v === 1 || record?.secret !== undefined) write(record as StoredRecord);
    if (legacyChecked) return;
    legacyChecked = true;
    await deleteLegacyKeyStore(indexedDb);
  }

  function read(): StoredRecord | null {
    try {
      const parsed: unknown = JSON.parse(get(REMEMBER_STORAGE_KEY) ?? 'null');
      return isRecord(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }

  return {
    async save(login) {
      write(login);
      await migrate(null);
    },
    async load() {
      const record = read();
      await migrate(record);
      if (!record) return null;
      return {
        type: record.type,
        username: record.username,
        countryDialingCode: record.countryDialingCode || '',
        canSignBackIn: get(SIGN_BACK_IN_KEY) === '1',
      };
    },
    setCanSignBackIn(on) {
      set(SIGN_BACK_IN_KEY, on ? '1' : null);
    },
    async forget() {
      const had = read() !== null || get(SIGN_BACK_IN_KEY) === '1';
      set(REMEMBER_STORAGE_KEY, null);
      set(SIGN_BACK_IN_KEY, null);
      await migrate(null);
      return had;
    },
  };
}

/** The page's store: localStorage (and IndexedDB, only to delete what version 1 left there). */
export const rememberStore: RememberStore = createRememberStore();
