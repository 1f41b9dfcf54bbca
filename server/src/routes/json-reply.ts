import { createHash } from 'node:crypto';
import { negotiate } from '@wl/http-answers/compression';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A computed JSON answer (the runtime file, the web manifest) with an ETag: `no-cache` lets a browser or a CDN keep
 * it but ask each time, and an unchanged one costs a 304 (decision 032). Compressed when the client takes it; the
 * ETag is weak, as the compressed and plain bodies share it.
 */
export function sendJson(request: FastifyRequest, reply: FastifyReply, value: unknown, contentType = 'application/json; charset=utf-8') {
  const text = JSON.stringify(value);
  const etag = `W/"${createHash('sha1').update(text).digest('base64url').slice(0, 22)}"`;
  reply.header('ETag', etag).header('Cache-Control', 'no-cache');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const { body, headers } = negotiate(request.raw, text, { 'Content-Type': contentType });
  return reply.headers(headers).send(body);
}
