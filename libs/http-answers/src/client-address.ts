import { isIP } from 'node:net';

// Who sent a request (decision 032). The application server and the demo's platform (decision 045) listen on the
// loopback address behind nginx, so every peer they see is nginx (or another process of this machine); nginx says whom it forwards in X-Real-IP, replacing
// whatever the client sent. That header is believed from a loopback peer only: a player reaching nginx from
// elsewhere is never taken for this machine, which the operator pages and the dev API's per-client limits rely on.

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const isLoopback = (address: string | undefined) => LOOPBACK.has(address ?? '');

interface RequestLike {
  socket: { remoteAddress?: string };
  headers: Record<string, string | string[] | undefined>;
}

/** The client's address: the peer's, or the one a loopback peer (nginx) forwards in X-Real-IP. */
export function clientAddress(req: RequestLike): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (!isLoopback(peer)) return peer;
  const forwarded = req.headers['x-real-ip'];
  const real = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.trim();
  return real && isIP(real) ? real : peer;
}
