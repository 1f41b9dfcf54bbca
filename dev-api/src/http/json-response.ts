import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { negotiate } from '@wl/http-answers/compression';

// no-store on every API reply: captcha images and session-bound data must never come from a cache.
export function sendJson(res: ServerResponse, status: number, payload: unknown, extraHeaders: OutgoingHttpHeaders = {}): void {
  // gzip or brotli when the client takes it (res.req: the request this reply answers)
  const { body, headers } = negotiate(res.req, JSON.stringify(payload), {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...extraHeaders,
  });
  res.writeHead(status, headers);
  res.end(body);
}

export function successEnvelope(value: unknown): { success: true; value: unknown } {
  return { success: true, value: value === undefined ? null : value };
}

export function failureEnvelope(errorCode: string, message: string, value?: unknown): Record<string, unknown> {
  const envelope: Record<string, unknown> = { success: false, errorCode, message };
  if (value !== undefined) envelope.value = value;
  return envelope;
}
