// Login and register bodies travel encrypted (spec section 3): the JSON body under a fresh AES-256-CBC
// key and IV, the key and IV under the platform's RSA key (PKCS#1 v1.5) in the Encryption header.
// Kept behind this one module, loaded only when a login or register is sent, so the cipher can be
// swapped for a platform that needs another. The dev API's decryptBody is its counterpart.
import AES from 'crypto-js/aes';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import JSEncrypt from 'jsencrypt';
import { serverNow } from './server-clock.ts';

function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface EncryptedBody {
  /** base64 ciphertext, sent as the raw body (text/plain) */
  payload: string;
  /** value of the Encryption header */
  encryptionHeader: string;
}

export function encryptBody(body: unknown, publicKeyPem: string): EncryptedBody {
  const keyHex = randomHex(32);
  const ivHex = randomHex(16);
  // Inside the encryption, a timestamp and a nonce the platform accepts once: a captured login or
  // registration cannot be sent again (issue 13 finding 15; dev-api/CONTRACT.md section 22). The timestamp is
  // the platform's time as its answers told it, so a phone whose clock is hours off still logs in (issue 24).
  const fresh = { ...(body as Record<string, unknown>), timestamp: serverNow(), nonce: randomHex(16) };
  // crypto-js's defaults with a WordArray key: CBC mode, PKCS7 padding, no passphrase derivation
  const payload = AES.encrypt(Utf8.parse(JSON.stringify(fresh)), Hex.parse(keyHex), { iv: Hex.parse(ivHex) }).toString();
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  const encryptionHeader = rsa.encrypt(`${keyHex}:${ivHex}`);
  if (!encryptionHeader) throw new Error('The platform public key could not encrypt the body key');
  return { payload, encryptionHeader };
}
