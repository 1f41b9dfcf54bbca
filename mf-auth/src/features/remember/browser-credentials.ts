// The Credential Management API, where the browser has it (Chromium): hands the login to the browser's
// password manager, which keeps it encrypted by the operating system and offers it next time.

interface PasswordCredentialData {
  id: string;
  password: string;
  name?: string;
}
type PasswordCredentialConstructor = new (data: PasswordCredentialData) => Credential;

export function storeBrowserCredential(id: string, password: string): void {
  const Ctor = (globalThis as { PasswordCredential?: PasswordCredentialConstructor }).PasswordCredential;
  const credentials = typeof navigator === 'undefined' ? undefined : navigator.credentials;
  if (!Ctor || !credentials?.store || !id || !password) return;
  try {
    // Not awaited: the browser may wait for the person to answer its save prompt.
    void credentials.store(new Ctor({ id, password, name: id })).catch(() => undefined);
  } catch {
    /* a browser that refuses (insecure context, policy) leaves it to autocomplete */
  }
}
