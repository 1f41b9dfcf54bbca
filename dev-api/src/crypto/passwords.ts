import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { passwordQueue } from './hash-queue.ts';

// scrypt with the OpenSSL defaults (N=16384, r=8, p=1): tens of milliseconds per check.
export const DEFAULT_SCRYPT_COST = 16384;
/**
 * Lowers N for the dev API's own tests, which log in thousands of times (jest's global setup sets it, seed-once.ts):
 * a power of two from 1024 up. A stored hash names its own N, so a check costs what its hash was made at.
 */
export const SCRYPT_COST_ENV = 'DEV_API_SCRYPT_COST';
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** N for a new hash: the default, or what SCRYPT_COST_ENV says (read at each hash: a test file may set its own). */
export function scryptCost(env: NodeJS.ProcessEnv = process.env): number {
  const text = env[SCRYPT_COST_ENV];
  if (text === undefined) return DEFAULT_SCRYPT_COST;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1024 || n > DEFAULT_SCRYPT_COST || (n & (n - 1)) !== 0)
    throw new Error(`${SCRYPT_COST_ENV} is a power of two from 1024 to ${DEFAULT_SCRYPT_COST}, not ${text}`);
  return n;
}

const format = (n: number, salt: Buffer, hash: Buffer) => `scrypt$${n}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`;

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

/** Synchronous: for seeding and start-up only; a request handler uses hashPasswordAsync (and verifyPasswordAsync). */
export function hashPassword(password: string): string {
  const salt = crypto.randomBytes(16);
  const n = scryptCost();
  return format(n, salt, crypto.scryptSync(password, salt, KEY_LENGTH, { N: n, r: R, p: P }));
}

/**
 * The same hash computed on the thread pool through the process's one password queue, so a burst of
 * logins or free-play accounts waits its turn while the event loop keeps answering everything else.
 */
export function hashPasswordAsync(password: string): Promise<string> {
  return passwordQueue.run(async () => {
    const salt = crypto.randomBytes(16);
    const n = scryptCost();
    return format(n, salt, await scrypt(password, salt, KEY_LENGTH, { N: n, r: R, p: P }));
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
