import crypto from 'node:crypto';
import { ApiError } from '../http/api-error.ts';
import { inLedgerTransaction } from '../ledger/index.ts';
import type { RouteContext } from '../server/route.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;
/** Body fields left out of the fingerprint: a hash of a 6-digit PIN would be guessable. */
const SECRET_FIELDS = new Set(['paymentPassword', 'password', 'loginPassword']);

/** The Idempotency-Key header of a submit: required, 8 to 100 of A-Z a-z 0-9 _ . : - */
export function idempotencyKeyOf(ctx: RouteContext): string {
  const raw = ctx.req.headers[IDEMPOTENCY_HEADER];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (!KEY_PATTERN.test(key)) throw new ApiError(400, 'IDEMPOTENCY_KEY_REQUIRED');
  return key;
}

function fingerprint(operation: string, body: Record<string, unknown>): string {
  const kept = Object.keys(body)
    .filter((name) => !SECRET_FIELDS.has(name))
    .sort()
    .map((name) => [name, body[name]]);
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([operation, kept]))
    .digest('hex');
}

function storedReply(ctx: RouteContext, memberId: number, key: string, operation: string, print: string): unknown {
  const row = ctx.db
    .prepare('SELECT operation, fingerprint, reply FROM cashier_idempotency WHERE member_id = ? AND idempotency_key = ?')
    .get(memberId, key) as { operation: string; fingerprint: string; reply: string } | undefined;
  if (!row) return undefined;
  if (row.operation !== operation || row.fingerprint !== print) throw new ApiError(409, 'IDEMPOTENCY_KEY_CONFLICT');
  return JSON.parse(row.reply);
}

/**
 * Runs a submit once per key: a repeat with the same key and body answers the first reply and does
 * nothing; the same key with another body is 409 IDEMPOTENCY_KEY_CONFLICT. Only a successful reply is
 * kept: a refused submit changed nothing, so sending it again (after a fix) is safe. `check` runs before
 * the transaction (slow checks like password hashing, awaited off the event loop); `work` runs inside it with the reply's storage.
 */
export async function idempotent<T>(
  ctx: RouteContext,
  memberId: number,
  operation: string,
  body: Record<string, unknown>,
  steps: { check?: () => void | Promise<void>; work: () => T },
): Promise<T> {
  const key = idempotencyKeyOf(ctx);
  const print = fingerprint(operation, body);
  const earlier = storedReply(ctx, memberId, key, operation, print);
  if (earlier !== undefined) return earlier as T;
  await steps.check?.();
  return inLedgerTransaction(ctx.db, () => {
    // Again under the write lock: another process may have run the same key meanwhile.
    const raced = storedReply(ctx, memberId, key, operation, print);
    if (raced !== undefined) return raced as T;
    const reply = steps.work();
    ctx.db
      .prepare(
        'INSERT INTO cashier_idempotency (member_id, idempotency_key, operation, fingerprint, reply, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(memberId, key, operation, print, JSON.stringify(reply), ctx.now);
    return reply;
  });
}
