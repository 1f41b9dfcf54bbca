import type { IncomingMessage } from 'node:http';
import proxyaddr from '@fastify/proxy-addr';

// Who sent a request (decisions 032 and 047). The application servers and the demo's platform listen behind nginx,
// which replaces whatever the client sent in X-Forwarded-For with its own peer's address. That header is believed
// only from the proxies the operator names (TRUSTED_PROXIES: addresses and CIDR blocks, comma-separated; by default
// the loopback addresses, nginx on the same machine): a player reaching a server from elsewhere is never taken for
// another address, which the operator pages' this-machine rule and every per-client limit rely on. proxy-addr is
// what Fastify's own trustProxy is built on, so the application server (request.ip) and the platform read one rule.

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const isLoopback = (address: string | undefined) => LOOPBACK.has(address ?? '');

/** Whether a hop of the chain is a proxy the operator trusts: what Fastify's `trustProxy` takes. */
export type TrustedProxies = (address: string, hop: number) => boolean;

/**
 * TRUSTED_PROXIES as the environment gives it, checked whole: an entry that is no address or block stops the server
 * at start, rather than trusting nobody (every player one nginx) or anybody (every player their own say).
 */
export function trustedProxies(setting: string | undefined): TrustedProxies {
  const entries = (setting ?? 'loopback')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    return proxyaddr.compile(entries);
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES: ${error instanceof Error ? error.message : error} (addresses and CIDR blocks, comma-separated)`);
  }
}

/** The client's address: the nearest one of the forwarded chain that is not a trusted proxy. */
export function clientAddressFrom(trusted: TrustedProxies): (req: IncomingMessage) => string {
  return (req) => proxyaddr(req, trusted);
}
