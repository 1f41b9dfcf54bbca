// The dev API's public surface: a composed server mounts createDevApi().handle on the site's
// origin; e2e and other packages' tests use the cipher helpers to speak the login contract.
export { createDevApi, startDevApi, defaultDbFile, DEFAULT_SESSION_TTL_MS } from './server/create-dev-api.ts';
export type { DevApi, DevApiOptions, RunningDevApi } from './server/create-dev-api.ts';
export { decryptBody, encryptForDevApi, BodyCipherError } from './crypto/body-cipher.ts';
export type { EncryptedRequest } from './crypto/body-cipher.ts';
export { generateRsaKeyPair, loadOrCreateRsaKeyPair } from './crypto/rsa-keys.ts';
export type { RsaKeyPair } from './crypto/rsa-keys.ts';
export { loginThroughDevApi } from './testing/dev-api-client.ts';
export type { DevApiLoginOptions } from './testing/dev-api-client.ts';
export type { LoginValue } from './auth/login-session.ts';
export { MAIN_MERCHANT, TRIAL_MERCHANT } from './config/merchants.ts';
export { SEED_ACCOUNTS } from './db/seed-accounts.ts';
export { SEED_WITHDRAWAL_PASSWORD } from './cashier/index.ts';
