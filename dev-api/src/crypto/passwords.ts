import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { passwordQueue } from './hash-queue.ts';

// scrypt with the OpenSSL defaults (N=16384, r=8, p=1): tens of milliseconds per check.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const format = (salt: Buffer, hash: Buffer) => `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`;

function parse(stored: string): { salt: Buffer; expected: Buffer; options: crypto.ScryptOptions } | null {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltText || !hashText) return null;
  return {
    salt: Buffer.from(saltText, 'base64'),
    expected: Buffer.from(hashText, 'base64'),
    options: { N: Number(n), r: Number(r), p: Number(p) },
  };
}

/** Stored for an account that has no password (a trial account): no password matches it. */
export const NO_PASSWORD = '!no-password';

/** Synchronous: for seeding and start-up only; a request handler uses hashPasswordAsync. */
export function hashPassword(password: string): string {
  const salt = crypto.randomBytes(16);
  return format(salt, crypto.scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P }));
}

/** Synchronous: blocks the event loop for the whole hash; a request handler uses verifyPasswordAsync. */
export function verifyPassword(password: string, stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return false;
  return crypto.timingSafeEqual(crypto.scryptSync(password, parsed.salt, parsed.expected.length, parsed.options), parsed.expected);
}

/**
 * The same hash computed on the thread pool through the process's one password queue, so a burst of
 * logins or free-play accounts waits its turn while the event loop keeps answering everything else.
 */
export function hashPasswordAsync(password: string): Promise<string> {
  return passwordQueue.run(async () => {
    const salt = crypto.randomBytes(16);
    return format(salt, await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P }));
  });
}

export async function verifyPasswordAsync(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await passwordQueue.run(() => scrypt(password, parsed.salt, parsed.expected.length, parsed.options));
  return crypto.timingSafeEqual(actual, parsed.expected);
}

export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('hex');
}
