import { isMemberMedia, routeOf, type RouteInput } from './sw-routes.ts';

const ORIGIN = 'https://play.example';
const req = (url: string, over: Partial<RouteInput> = {}): RouteInput => ({
  url: new URL(url, ORIGIN),
  method: 'GET',
  mode: 'cors',
  destination: '',
  hasAuthorization: false,
  origin: ORIGIN,
  ...over,
});

describe('what the service worker does with a request', () => {
  it('never answers the platform API, the dev routes, a request with a token or a write', () => {
    expect(routeOf(req('/wps/system/status'))).toBe('network');
    expect(routeOf(req('/lgw/session/login'))).toBe('network');
    expect(routeOf(req('/dev/outbox', { mode: 'navigate' }))).toBe('network');
    expect(routeOf(req('/assets/banner.png', { destination: 'image', hasAuthorization: true }))).toBe('network');
    expect(routeOf(req('/main.1234abcd.js', { method: 'POST' }))).toBe('network');
  });

  it("never keeps a member's picture, where it is now or where older releases served it", () => {
    expect(routeOf(req('/wps/member/media?file=3f2a.png', { destination: 'image' }))).toBe('network');
    expect(routeOf(req('/assets/member/3f2a9b.png', { destination: 'image' }))).toBe('network');
    expect(isMemberMedia(new URL('/assets/member/3f2a9b.jpg', ORIGIN))).toBe(true);
    expect(isMemberMedia(new URL('/assets/img/avatar/avatar-07.svg', ORIGIN))).toBe(false);
  });

  it('serves the shell page for client-side routes and old .html addresses, not for files', () => {
    expect(routeOf(req('/m/home', { mode: 'navigate' }))).toBe('shell-page');
    expect(routeOf(req('/', { mode: 'navigate' }))).toBe('shell-page');
    expect(routeOf(req('/register.html?code=AFF1', { mode: 'navigate' }))).toBe('shell-page');
    expect(routeOf(req('/runtime/whitelabel.json', { mode: 'navigate' }))).toBe('network');
    expect(routeOf(req('/manifest.webmanifest', { mode: 'navigate' }))).toBe('network');
    expect(routeOf(req('https://other.example/m/home', { mode: 'navigate' }))).toBe('network');
  });

  it('asks the network first for the runtime file and the remotes’ fixed-name files', () => {
    expect(routeOf(req('/runtime/whitelabel.json'))).toBe('network-first');
    expect(routeOf(req('http://cdn.example:8082/mf-manifest.json'))).toBe('network-first');
    expect(routeOf(req('http://cdn.example:8082/remoteEntry.js', { mode: 'no-cors', destination: 'script' }))).toBe('network-first');
  });

  it("keeps a release's files, its manifest and entry too: a release never changes, a brand moves by its runtime file", () => {
    expect(routeOf(req('/releases/mf-cashier/1.1.0/mf-manifest.json'))).toBe('immutable');
    expect(routeOf(req('https://cdn.example/releases/mf-cashier/1.1.0/remoteEntry.js', { mode: 'no-cors' }))).toBe('immutable');
    expect(routeOf(req('/runtime/whitelabel.json'))).toBe('network-first');
    expect(routeOf(req('/releases/releases.json'))).toBe('network');
  });

  it('keeps hashed chunks of any origin, and images', () => {
    expect(routeOf(req('/main.1234abcd.js', { destination: 'script' }))).toBe('immutable');
    expect(routeOf(req('http://cdn.example:8082/__federation_expose_HomePage.0a1b2c3d.js', { mode: 'no-cors' }))).toBe('immutable');
    expect(routeOf(req('http://cdn.example:8082/695.57743b59.css'))).toBe('immutable');
    expect(routeOf(req('/assets/art/banner/b1.png', { destination: 'image' }))).toBe('image');
    expect(routeOf(req('/i18n/en.json'))).toBe('network');
  });
});
