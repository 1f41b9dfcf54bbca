import type { IncomingMessage } from 'node:http';
import { ApiError, badRequest } from './api-error.ts';

const MAX_BODY_BYTES = 1024 * 1024;

/**
 * A request's body of at most `maxBytes`. A client that goes away before its body has arrived (it stopped sending
 * at a 413, or its connection dropped) is no failure of the server's: the body is refused as incomplete, a reply no
 * one reads, and nothing is logged as the server's error.
 */
export async function readBodyBytes(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > maxBytes) throw new ApiError(413, 'request_body_too_large');
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || req.destroyed) throw badRequest('request_body_invalid');
    throw error;
  }
  return Buffer.concat(chunks);
}

export async function readRawBody(req: IncomingMessage): Promise<string> {
  return (await readBodyBytes(req, MAX_BODY_BYTES)).toString('utf8');
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseJsonObject(raw: string): Record<string, unknown> {
  if (raw.trim() === '') throw badRequest('request_body_required');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('request_body_invalid');
  }
  if (!isPlainObject(parsed)) throw badRequest('request_body_invalid');
  return parsed;
}

export function parseFormObject(raw: string): Record<string, unknown> {
  if (raw.trim() === '') throw badRequest('request_body_required');
  return Object.fromEntries(new URLSearchParams(raw));
}

// Both encodings are accepted where the spec names one: the client library decides the
// Content-Type, and a body that parses is more useful than a 415.
export function parseBodyByContentType(raw: string, contentType: string | undefined): Record<string, unknown> {
  if ((contentType ?? '').toLowerCase().includes('application/x-www-form-urlencoded')) return parseFormObject(raw);
  return parseJsonObject(raw);
}
