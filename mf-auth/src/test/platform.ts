import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { answerPlatform, type FakeCall, type FakeRoutes } from '@wl/testing/platform';
import { authReads } from './fixtures.ts';

export { fail, offline } from '@wl/testing/platform';
export type { FakeCall, FakeRoutes } from '@wl/testing/platform';

// The platform's key pair in these tests: login and register bodies are encrypted to its public key.
const keys = generateKeyPairSync('rsa', {
  modulusLength: 1024,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/**
 * The platform behind the real HTTP layer (headers, envelope, error texts, encryption): the reads every
 * form makes, the public key login and register bodies are encrypted to, and the test's own answers, served by
 * MSW at the network's edge (decision 038). Returns the log of calls.
 */
export const installPlatform = (routes: FakeRoutes = {}) =>
  answerPlatform({ ...authReads, 'GET /wps/session/key/rsa': () => keys.publicKey, ...routes });

/** The calls of one route, e.g. `callsTo(calls, 'POST /wps/session/login')`. */
export const callsTo = (calls: FakeCall[], route: string) => calls.filter((c) => `${c.method} ${c.url}` === route);

/** What an encrypted call (login, register) carried, opened with the platform's private key. */
export function openedBody(call: FakeCall): unknown {
  let sealed = Buffer.from(String(call.headers.Encryption), 'base64');
  // the browser's RSA library may drop leading zero bytes; the key wants the full length
  if (sealed.length < 128) sealed = Buffer.concat([Buffer.alloc(128 - sealed.length), sealed]);
  const [keyHex = '', ivHex = ''] = privateDecrypt({ key: keys.privateKey, padding: constants.RSA_PKCS1_PADDING }, sealed)
    .toString('latin1')
    .split(':');
  const decipher = createDecipheriv('aes-256-cbc', Buffer.from(keyHex, 'hex'), Buffer.from(ivHex, 'hex'));
  return JSON.parse(Buffer.concat([decipher.update(Buffer.from(String(call.body), 'base64')), decipher.final()]).toString('utf8'));
}
