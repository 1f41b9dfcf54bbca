import crypto from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

export interface RsaKeyPair {
  /** SPKI PEM ("-----BEGIN PUBLIC KEY-----"), what GET /wps/session/key/rsa serves. */
  publicKeyPem: string;
  /** PKCS#8 PEM. */
  privateKeyPem: string;
}

export function generateRsaKeyPair(): RsaKeyPair {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}

// Kept in the database so a browser that fetched the public key before a restart can still log in.
export function loadOrCreateRsaKeyPair(
  db: DatabaseSync,
  now: () => number = Date.now,
  newPair: () => RsaKeyPair = generateRsaKeyPair,
): RsaKeyPair {
  const row = db.prepare(`SELECT public_pem, private_pem FROM server_keys WHERE name = 'body-cipher'`).get() as
    | { public_pem: string; private_pem: string }
    | undefined;
  if (row) return { publicKeyPem: row.public_pem, privateKeyPem: row.private_pem };
  const pair = newPair();
  db.prepare(`INSERT INTO server_keys (name, public_pem, private_pem, created_at) VALUES ('body-cipher', ?, ?, ?)`).run(
    pair.publicKeyPem,
    pair.privateKeyPem,
    now(),
  );
  return pair;
}
