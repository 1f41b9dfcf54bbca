import { clientAddress } from './client-address.ts';

const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers });

describe('the client address behind nginx (decision 032)', () => {
  it("is what a loopback peer (nginx) forwards in X-Real-IP, and the peer's own without it", () => {
    expect(clientAddress(request('127.0.0.1', { 'x-real-ip': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientAddress(request('::1', { 'x-real-ip': '2001:db8::1' }))).toBe('2001:db8::1');
    expect(clientAddress(request('127.0.0.1'))).toBe('127.0.0.1');
  });

  it('never believes a peer elsewhere, nor a forwarded value that is no address', () => {
    expect(clientAddress(request('203.0.113.9', { 'x-real-ip': '127.0.0.1' }))).toBe('203.0.113.9');
    expect(clientAddress(request('127.0.0.1', { 'x-real-ip': 'localhost' }))).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1', { 'x-real-ip': '127.0.0.1, 203.0.113.9' }))).toBe('127.0.0.1');
  });
});
