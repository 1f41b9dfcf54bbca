// What a page's report to the operations endpoints (health reports, players' vitals) must be before its items are
// read: small, JSON, and a non-empty list under one field of at most so many items. One reading for both, so that
// the two endpoints refuse the same abuse the same way.

export type Refusal = { ok: false; status: 400 | 413; reason: string };

export function readBatch(body: string, field: string, maxBytes: number, maxItems: number): { ok: true; list: unknown[] } | Refusal {
  if (Buffer.byteLength(body) > maxBytes) return { ok: false, status: 413, reason: 'too large' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { ok: false, status: 400, reason: 'not JSON' };
  }
  const list = (parsed as Record<string, unknown> | null)?.[field];
  if (!Array.isArray(list) || list.length === 0) return { ok: false, status: 400, reason: `no ${field}` };
  if (list.length > maxItems) return { ok: false, status: 413, reason: `too many ${field}` };
  return { ok: true, list };
}
