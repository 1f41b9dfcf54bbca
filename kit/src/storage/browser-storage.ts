/**
 * Browser storage that never throws. Reading `sessionStorage` itself throws where the browser blocks site
 * data (a setting, a cross-site frame), and a full quota throws on write: then the site keeps working in
 * memory and only loses what it would have remembered.
 */
export type StorageArea = 'local' | 'session';

export function storageArea(kind: StorageArea): Storage | undefined {
  try {
    return (kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? undefined;
  } catch {
    return undefined;
  }
}

export function readStored(kind: StorageArea, key: string): string | null {
  try {
    return storageArea(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes the value, or removes the key for null; false when the browser did not keep it. */
export function writeStored(kind: StorageArea, key: string, value: string | null): boolean {
  try {
    const area = storageArea(kind);
    if (!area) return false;
    if (value === null) area.removeItem(key);
    else area.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function readStoredJson<T>(kind: StorageArea, key: string): T | null {
  const raw = readStored(kind, key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** False when a login cannot survive a reload: the session lives in this page's memory only. */
export function sessionStorageAvailable(): boolean {
  const probe = 'wl.probe';
  return writeStored('session', probe, '1') && writeStored('session', probe, null);
}
