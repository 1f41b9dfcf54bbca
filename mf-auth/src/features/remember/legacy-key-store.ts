// Version 1 of the remembered login kept an AES key in IndexedDB ('wl-auth') to open a stored password;
// the key's bytes sat in the profile's files (issue 13 finding 8). Nothing uses it now: it is deleted.

export const LEGACY_DB_NAME = 'wl-auth';

/** Deletes the old key database; resolves (never rejects) when it is gone, blocked or there is no IndexedDB. */
export function deleteLegacyKeyStore(factory: IDBFactory | null | undefined): Promise<void> {
  if (!factory) return Promise.resolve();
  return new Promise((resolve) => {
    try {
      const request = factory.deleteDatabase(LEGACY_DB_NAME);
      request.onsuccess = () => resolve();
      request.onerror = () => resolve();
      // another tab still has it open: it goes when that tab closes, nothing to wait for here
      request.onblocked = () => resolve();
    } catch {
      resolve();
    }
  });
}
