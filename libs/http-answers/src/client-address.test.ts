import type { IncomingMessage } from 'node:http';
import { clientAddressFrom, trustedProxies } from './client-address.ts';

const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, connection: { remoteAddress }, headers }) as unknown as IncomingMessage;
const byDefault = clientAddressFrom(trustedProxies(undefined));

describe('the client address behind nginx (decisions 032 and 047)', () => {
  it("is what a loopback peer (nginx) forwards, and the peer's own without it", () => {
    expect(byDefault(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(byDefault(request('::1', { 'x-forwarded-for': '2001:db8::1' }))).toBe('2001:db8::1');
    expect(byDefault(request('127.0.0.1'))).toBe('127.0.0.1');
  });

  it('never believes a peer that is not a trusted proxy, nor the old X-Real-IP', () => {
    expect(byDefault(request('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }))).toBe('203.0.113.9');
    expect(byDefault(request('127.0.0.1', { 'x-real-ip': '203.0.113.9' }))).toBe('127.0.0.1');
  });

  it("takes the nearest untrusted hop of a chain: what a player wrote before nginx's own is not believed", () => {
    expect(byDefault(request('127.0.0.1', { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' }))).toBe('203.0.113.9');
  });

  it('trusts the proxies the operator names, on another host: an address or a block', () => {
    const edge = clientAddressFrom(trustedProxies('10.0.0.5, 10.1.0.0/16'));
    expect(edge(request('10.0.0.5', { 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(edge(request('10.1.2.3', { 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7');
    // nginx on this machine is not trusted once the operator names others
    expect(edge(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }))).toBe('127.0.0.1');
    expect(edge(request('10.2.0.1', { 'x-forwarded-for': '203.0.113.9' }))).toBe('10.2.0.1');
  });

  it('refuses a setting that is no address or block, naming the setting', () => {
    expect(() => trustedProxies('10.0.0.5, nginx.internal')).toThrow(/TRUSTED_PROXIES/);
    expect(() => trustedProxies('10.0.0.0/99')).toThrow(/TRUSTED_PROXIES/);
  });
});
