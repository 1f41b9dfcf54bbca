import crypto from 'node:crypto';
import { BodyCipherError, decryptBody, encryptForDevApi } from './body-cipher.ts';
import { generateRsaKeyPair } from './rsa-keys.ts';

const keys = generateRsaKeyPair();
const payload = { username: 'demo01', password: 'Demo@1234', captcha: '', type: 'username', note: 'বাংলা ✓' };

/** Builds a request by hand, step by step as the contract describes, to pin the format. */
function sealByHand(body: string, keyHex: string, ivHex: string, publicKeyPem = keys.publicKeyPem) {
  const cipher = crypto.createCipheriv('aes-256-cbc', Buffer.from(keyHex, 'hex'), Buffer.from(ivHex, 'hex'));
  const ciphertext = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]).toString('base64');
  const header = crypto
    .publicEncrypt({ key: publicKeyPem, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(`${keyHex}:${ivHex}`))
    .toString('base64');
  return { ciphertext, header };
}

describe('body cipher', () => {
  it('round-trips a payload through encryptForDevApi and decryptBody', () => {
    const sealed = encryptForDevApi(payload, keys.publicKeyPem);
    expect(sealed.contentType).toBe('text/plain');
    expect(sealed.body).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(sealed.encryption, 'base64')).toHaveLength(256);
    expect(decryptBody(sealed.body, sealed.encryption, keys.privateKeyPem)).toEqual(payload);
  });

  it('uses a fresh key and IV for every request', () => {
    const first = encryptForDevApi(payload, keys.publicKeyPem);
    const second = encryptForDevApi(payload, keys.publicKeyPem);
    expect(first.body).not.toBe(second.body);
    expect(first.encryption).not.toBe(second.encryption);
  });

  it('opens a body built by hand to the documented format', () => {
    const keyHex = crypto.randomBytes(32).toString('hex');
    const ivHex = crypto.randomBytes(16).toString('hex');
    const { ciphertext, header } = sealByHand(JSON.stringify(payload), keyHex, ivHex);
    expect(decryptBody(ciphertext, header, keys.privateKeyPem)).toEqual(payload);
    // upper-case hex is the same key
    const upper = sealByHand(JSON.stringify(payload), keyHex.toUpperCase(), ivHex.toUpperCase());
    expect(decryptBody(upper.ciphertext, upper.header, keys.privateKeyPem)).toEqual(payload);
  });

  it('accepts an RSA block that lost its leading zero bytes', () => {
    // Some JS RSA libraries emit the ciphertext without leading zeros; find one that has them.
    for (let attempt = 0; attempt < 4000; attempt++) {
      const keyHex = crypto.randomBytes(32).toString('hex');
      const ivHex = crypto.randomBytes(16).toString('hex');
      const { ciphertext, header } = sealByHand('{"a":1}', keyHex, ivHex);
      const block = Buffer.from(header, 'base64');
      if (block[0] !== 0) continue;
      let start = 0;
      while (block[start] === 0) start++;
      expect(decryptBody(ciphertext, block.subarray(start).toString('base64'), keys.privateKeyPem)).toEqual({ a: 1 });
      return;
    }
    throw new Error('no ciphertext with a leading zero byte in 4000 tries');
  });

  it.each([
    ['a header that is not base64', (s: { body: string; encryption: string }) => ({ ...s, encryption: '%%%' })],
    [
      'a header sealed with another key',
      (s: { body: string; encryption: string }) => ({
        ...s,
        encryption: encryptForDevApi({}, generateRsaKeyPair().publicKeyPem).encryption,
      }),
    ],
    ['a truncated body', (s: { body: string; encryption: string }) => ({ ...s, body: s.body.slice(0, 8) })],
    ['an empty body', (s: { body: string; encryption: string }) => ({ ...s, body: '' })],
  ])('rejects %s with BodyCipherError', (_name, tamper) => {
    const sealed = tamper(encryptForDevApi(payload, keys.publicKeyPem));
    expect(() => decryptBody(sealed.body, sealed.encryption, keys.privateKeyPem)).toThrow(BodyCipherError);
  });

  it('rejects a header that does not hold "<keyHex>:<ivHex>"', () => {
    const header = crypto
      .publicEncrypt({ key: keys.publicKeyPem, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from('not-a-key'))
      .toString('base64');
    expect(() => decryptBody('AAAA', header, keys.privateKeyPem)).toThrow(BodyCipherError);
  });

  it('rejects a body that decrypts to something that is not JSON', () => {
    const keyHex = crypto.randomBytes(32).toString('hex');
    const ivHex = crypto.randomBytes(16).toString('hex');
    const { ciphertext, header } = sealByHand('not json', keyHex, ivHex);
    expect(() => decryptBody(ciphertext, header, keys.privateKeyPem)).toThrow(BodyCipherError);
  });
});
