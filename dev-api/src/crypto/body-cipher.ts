// The encrypted-body contract of login and register, kept in one module so a platform that
// needs another cipher swaps this file only. Format (CONTRACT.md, "Encrypted bodies"):
//   body:       base64( AES-256-CBC/PKCS7( JSON.stringify(payload), key, iv ) ), sent as text/plain
//   Encryption: base64( RSA-PKCS#1-v1.5( "<64 hex key>:<32 hex iv>", server public key ) )
import crypto from 'node:crypto';

const KEY_AND_IV = /^([0-9a-fA-F]{64}):([0-9a-fA-F]{32})$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export class BodyCipherError extends Error {
  override name = 'BodyCipherError';
}

function decodeBase64(text: string, what: string): Buffer {
  const compact = text.replace(/\s+/g, '');
  if (compact === '' || !BASE64.test(compact)) throw new BodyCipherError(`${what} is not base64`);
  return Buffer.from(compact, 'base64');
}

function decryptKeyAndIv(encryptionHeader: string, privateKeyPem: string): { key: Buffer; iv: Buffer } {
  const privateKey = crypto.createPrivateKey(privateKeyPem);
  const modulusBytes = Math.ceil((privateKey.asymmetricKeyDetails?.modulusLength ?? 2048) / 8);
  let sealed = decodeBase64(encryptionHeader, 'Encryption header');
  if (sealed.length > modulusBytes) throw new BodyCipherError('Encryption header is longer than the key');
  // Some RSA libraries drop leading zero bytes of the ciphertext; OpenSSL wants the full length.
  if (sealed.length < modulusBytes) sealed = Buffer.concat([Buffer.alloc(modulusBytes - sealed.length), sealed]);
  let opened: Buffer;
  try {
    opened = crypto.privateDecrypt({ key: privateKey, padding: crypto.constants.RSA_PKCS1_PADDING }, sealed);
  } catch {
    throw new BodyCipherError('Encryption header does not decrypt');
  }
  // OpenSSL 3 answers a wrong ciphertext with random bytes (implicit rejection) instead of an
  // error, so the shape check below is what actually rejects a forged header.
  const match = KEY_AND_IV.exec(opened.toString('latin1'));
  if (!match) throw new BodyCipherError('Encryption header does not hold "<keyHex>:<ivHex>"');
  return { key: Buffer.from(match[1]!, 'hex'), iv: Buffer.from(match[2]!, 'hex') };
}

/** Opens a body the browser client encrypted; throws BodyCipherError on any failure. */
export function decryptBody(body: string, encryptionHeader: string, privateKeyPem: string): unknown {
  const { key, iv } = decryptKeyAndIv(encryptionHeader, privateKeyPem);
  const ciphertext = decodeBase64(body, 'Body');
  let plaintext: string;
  try {
    const decipher = crypto.createDecipheriv('aes-256-cbc', key, iv);
    plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new BodyCipherError('Body does not decrypt with the given key');
  }
  try {
    return JSON.parse(plaintext);
  } catch {
    throw new BodyCipherError('Decrypted body is not JSON');
  }
}

export interface EncryptedRequest {
  /** The raw request body (base64 text). */
  body: string;
  /** The value of the `Encryption` request header. */
  encryption: string;
  contentType: 'text/plain';
}

/** Node-side twin of the browser client: tests use it to call login and register. */
export function encryptForDevApi(payload: unknown, publicKeyPem: string): EncryptedRequest {
  const key = crypto.randomBytes(32);
  const iv = crypto.randomBytes(16);
  const cipher = crypto.createCipheriv('aes-256-cbc', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]).toString('base64');
  const sealed = crypto.publicEncrypt(
    { key: publicKeyPem, padding: crypto.constants.RSA_PKCS1_PADDING },
    Buffer.from(`${key.toString('hex')}:${iv.toString('hex')}`, 'latin1'),
  );
  return { body, encryption: sealed.toString('base64'), contentType: 'text/plain' };
}
