import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { bannerScreen } from '../test-fixtures.ts';
import { criticalPathTags, pageCalls, type RemoteManifest, readStartupAssets, routeOwner, withNonce } from './critical-path.ts';
import { firstScreenOf } from './remote-routes.ts';

const whitelabel = {
  merchantCode: 'BDWL',
  apiBase: '',
  remotes: { 'mf-auth': 'http://{hostname}:9001/mf-manifest.json', 'mf-lobby': 'https://cdn.example/lobby/mf-manifest.json' },
};
const titles = { bn: 'পাতা', en: 'Page' };
const authManifest: RemoteManifest = {
  metaData: {
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    routeManifest: {
      remote: 'mf-auth',
      routes: [
        { key: 'login', path: '/m/login', module: './LoginPage', titles },
        { key: 'register', path: '/m/register', aliases: ['/register.html'], module: './RegisterPage', titles },
      ],
    },
  },
  exposes: [{ path: './LoginPage', assets: { js: { sync: ['login.1.js'] }, css: { sync: ['login.1.css'] } } }],
};
/** the server reads the manifests of the remotes it serves (here mf-auth's), not the CDN's */
const served = (manifest: RemoteManifest | null) => (url: string) => (url.includes(':9001/') ? manifest : null);
const tagsFor = (pathname: string, manifest: RemoteManifest | null = authManifest) =>
  criticalPathTags({
    pathname,
    hostname: 'm.example',
    whitelabel,
    startup: { js: ['549.a.js'], css: ['549.a.css'] },
    manifest: served(manifest),
  });

/** The head's script of a page's tags, without its element. */
const scriptOf = (tags: string[]) => tags.find((tag) => tag.startsWith('<script'))!.replace(/^<script[^>]*>|<\/script>$/g, '');

type Link = { rel: string; as: string; fetchPriority?: string; crossOrigin?: string; href: string };

/**
 * Runs the head's script on a page whose session storage holds `session` (none: a guest's): the addresses it fetches,
 * and the links it adds to the head.
 */
function runScript(script: string, session: object | null, answers: Record<string, unknown> = {}): { fetched: string[]; links: Link[] } {
  const fetched: string[] = [];
  const links: Link[] = [];
  // the platform's envelope around a value; a call without an answer here never answers
  const answered = (value: unknown) =>
    Promise.resolve({ status: 200, headers: { get: () => null }, text: () => Promise.resolve(JSON.stringify({ success: true, value })) });
  const storage = (value: string | null) => ({ getItem: (key: string) => (key === 'wl.session' ? value : null) });
  runInNewContext(script, {
    window: {},
    document: { createElement: () => ({}), head: { appendChild: (link: Link) => links.push(link) } },
    addEventListener: () => undefined,
    sessionStorage: storage(session && JSON.stringify(session)),
    localStorage: storage(null),
    matchMedia: () => ({ matches: false }),
    navigator: {},
    fetch: (url: string) => {
      fetched.push(url);
      return url in answers ? answered(answers[url]) : new Promise(() => undefined);
    },
  });
  return { fetched, links };
}

describe('the critical path’s hints (issue 12)', () => {
  it('finds the route of an address in the route manifests of the remotes it serves: aliases and a trailing slash reach their page', () => {
    const owner = (pathname: string) => routeOwner(pathname, whitelabel, 'm.example', served(authManifest));
    expect(owner('/m/login/')).toMatchObject({ remote: 'mf-auth', module: './LoginPage' });
    expect(owner('/register.html')).toMatchObject({ remote: 'mf-auth', module: './RegisterPage' });
    // the lobby is on a CDN: its routes are the shell's to read
    expect(owner('/m/home')).toBeNull();
    expect(owner('/m/nowhere')).toBeNull();
  });

  it('hints a page’s start calls and chunks, and its remote’s manifest, entry and page files', () => {
    const tags = tagsFor('/m/login').join('\n');
    expect(tags).toContain('"merchant":"BDWL"');
    expect(tags).toContain('/wps/system/status');
    // the start's files are preloaded by the script, after the calls (tags would go first)
    expect(tags).toContain('"preload":{"style":["/549.a.css"],"script":["/549.a.js"]}');
    expect(tags).not.toContain('<link rel="preload" href="/549.a.js"');
    // {hostname} is the page's host; the manifest is fetched with CORS, the scripts without
    expect(tags).toContain('<link rel="preconnect" href="http://m.example:9001">');
    expect(tags).toContain('<link rel="preconnect" href="http://m.example:9001" crossorigin>');
    expect(tags).toContain('<link rel="preload" href="http://m.example:9001/mf-manifest.json" as="fetch" crossorigin>');
    expect(tags).toContain('<link rel="preload" href="http://m.example:9001/remoteEntry.js" as="script">');
    // the page's hashed chunks go to the HTTP cache (a failed preload would stick), the entry is preloaded
    expect(tags).toContain('"warm":["http://m.example:9001/login.1.css","http://m.example:9001/login.1.js"]');
  });

  it("preloads the shell's on-demand shared entries a page's code uses, beside its code; none for a page that uses none", () => {
    const usesInfinite: RemoteManifest = {
      ...authManifest,
      metaData: { ...authManifest.metaData, sharedOnDemand: { './LoginPage': ['@wl/shared/infinite-query'] } },
    };
    const tags = (pathname: string, manifest: RemoteManifest) =>
      criticalPathTags({
        pathname,
        hostname: 'm.example',
        whitelabel,
        startup: { js: ['549.a.js'], css: ['549.a.css'], onDemand: { '@wl/shared/infinite-query': ['656.b.js'] } },
        manifest: served(manifest),
      }).join('\n');
    expect(tags('/m/login', usesInfinite)).toContain('"script":["/549.a.js","/656.b.js"]');
    expect(tags('/m/register', usesInfinite)).toContain('"script":["/549.a.js"]');
    expect(tags('/m/login', authManifest)).toContain('"script":["/549.a.js"]');
  });

  it("preloads the shell's records kit for a page whose code renders it, its stylesheet as a style (decision 070)", () => {
    const usesKit: RemoteManifest = {
      ...authManifest,
      metaData: { ...authManifest.metaData, sharedOnDemand: { './LoginPage': ['@wl/shared:records'] } },
    };
    const tags = criticalPathTags({
      pathname: '/m/login',
      hostname: 'm.example',
      whitelabel,
      startup: { js: ['549.a.js'], css: ['549.a.css'], onDemand: { '@wl/shared:records': ['64.k.css', '64.k.js'] } },
      manifest: served(usesKit),
    }).join('\n');
    expect(tags).toContain('"script":["/549.a.js","/64.k.js"]');
    expect(tags).toContain('"style":["/549.a.css","/64.k.css"]');
  });

  it("fetches the remote's own copies of the shared modules its page uses, which the shell does not provide, with its code (decision 065)", () => {
    const usesForms: RemoteManifest = {
      ...authManifest,
      metaData: { ...authManifest.metaData, sharedOnDemand: { './LoginPage': ['react-hook-form', '@wl/shared/forms'] } },
      shared: [
        { name: 'react-hook-form', assets: { js: { sync: ['147.rhf.js'] }, css: { sync: [] } } },
        { name: '@wl/shared/forms', assets: { js: { sync: ['832.kit.js', 'login.1.js'] }, css: { sync: ['931.kit.css'] } } },
        { name: 'react', assets: { js: { sync: ['start.js'] }, css: { sync: [] } } },
      ],
    };
    const tags = criticalPathTags({
      pathname: '/m/login',
      hostname: 'm.example',
      whitelabel,
      startup: { js: ['549.a.js'], css: [], onDemand: {} },
      manifest: served(usesForms),
    }).join('\n');
    const at = (file: string) => `"http://m.example:9001/${file}"`;
    // the page's own files first, each once; nothing of a shared module its page does not use
    expect(tags).toContain(`"warm":[${['login.1.css', 'login.1.js', '147.rhf.js', '931.kit.css', '832.kit.js'].map(at).join(',')}]`);
    expect(tags).toContain('"script":["/549.a.js"]');
  });

  it("starts the calls a route declares (a cold deep link's data beside its code) for the visitors its gate admits", () => {
    const calls = [{ path: '/wps/relay/channels' }];
    const both = (guest: string[], member: string[]) => ({ BN: { guest, member }, EN: { guest, member } });
    expect(pageCalls({ calls, gate: 'member' }, { apiBase: 'https://api.example' })).toEqual(
      both([], ['https://api.example/wps/relay/channels']),
    );
    expect(pageCalls({ calls, gate: 'guest' })).toEqual(both(['/wps/relay/channels'], []));
    expect(pageCalls({ calls })).toEqual(both(['/wps/relay/channels'], ['/wps/relay/channels']));
    expect(pageCalls(null)).toEqual(both([], []));
    const withCalls = structuredClone(authManifest);
    withCalls.metaData.routeManifest!.routes[0]!.calls = calls;
    // the script's own headers: a member's session token and merchant, as the app sends them
    const script = tagsFor('/m/login', withCalls).join('\n');
    expect(script).toContain(
      '"p":{"bn":[["/wps/relay/channels"],["/wps/relay/channels"]],"en":[["/wps/relay/channels"],["/wps/relay/channels"]]}',
    );
    // a page that declares none carries no list
    expect(tagsFor('/m/login').join('\n')).toContain('"p":{}');
    expect(script).toContain('if(s)h.Authorization=s.token');
  });

  it("starts a member's own start calls for a device that holds a session: the details, the balance and, but for a trial account, the unread count (decision 066)", () => {
    const script = scriptOf(tagsFor('/m/login'));
    /** The platform's calls the script starts for `session` but the start-up ones (the page's chunks are fetched too, into the cache). */
    const startedWith = (session: object | null) =>
      runScript(script, session).fetched.filter((url) => url.startsWith('/wps/') && !url.startsWith('/wps/system/'));
    expect(startedWith({ token: 't', merchantCode: 'BDWL', type: 0 })).toEqual([
      '/wps/member/info',
      '/wps/wallets/balance',
      '/wps/relay/CSP_unreadCount',
    ]);
    // an agent's header has its inbox too; a trial account's has none, and the app asks for no count (member-api.ts)
    expect(startedWith({ token: 't', merchantCode: 'BDWL', type: 1 })).toContain('/wps/relay/CSP_unreadCount');
    expect(startedWith({ token: 't', merchantCode: 'BDWL', type: 4 })).toEqual(['/wps/member/info', '/wps/wallets/balance']);
    // a guest's: the first lists' calls, never a member's
    expect(startedWith(null).filter((url) => url.includes('member') || url.includes('wallets') || url.includes('unread'))).toEqual([]);
  });

  it("preloads the shell's member start chunks for a device that holds a session, and for no guest (decision 068)", () => {
    const tags = criticalPathTags({
      pathname: '/m/login',
      hostname: 'm.example',
      whitelabel,
      startup: { js: ['549.a.js'], css: [], member: ['member-parts.b.css', 'member-parts.b.js', 'member-calls.c.js'] },
      manifest: served(authManifest),
    });
    /** The preloads the script adds for `session`: as, priority, href. */
    const preloadsWith = (session: object | null) =>
      runScript(scriptOf(tags), session)
        .links.filter((link) => link.rel === 'preload')
        .map((link) => `${link.as} ${link.fetchPriority ?? 'auto'} ${link.href}`);
    expect(preloadsWith({ token: 't', merchantCode: 'BDWL' })).toEqual([
      'style auto /member-parts.b.css',
      'script low /549.a.js',
      'script low /member-parts.b.js',
      'script low /member-calls.c.js',
    ]);
    expect(preloadsWith(null)).toEqual(['script low /549.a.js']);
    // a build that lists none (before decision 068) preloads what it did
    expect(tagsFor('/m/login').join('\n')).toContain('"ms":{"style":[],"script":[]}');
  });

  it("preloads, for a session, the manifest of the remote whose reminder the shell mounts over a member's every page", () => {
    const memberManifest: RemoteManifest = {
      metaData: {
        publicPath: 'auto',
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        routeManifest: {
          remote: 'mf-member',
          routes: [{ key: 'memberHome', path: '/m/member/home', module: './MemberCentrePage', titles }],
          slots: { sessionReminder: './RealityCheck' },
        },
      },
      exposes: [{ path: './MemberCentrePage', assets: { js: { sync: ['centre.1.js'] }, css: { sync: [] } } }],
    };
    const site = { ...whitelabel, remotes: { ...whitelabel.remotes, 'mf-member': 'http://{hostname}:9004/mf-manifest.json' } };
    /** The fetch preloads the page's script adds on a device whose session storage holds `session`, with their mode. */
    /** The fetch preloads the script adds for `session` on a page of `pathname`, with their mode. */
    const fetchesAt = (pathname: string, session: object | null) => {
      const tags = criticalPathTags({
        pathname,
        hostname: 'm.example',
        whitelabel: site,
        startup: { js: ['549.a.js'], css: [] },
        manifest: (url) => (url.includes(':9001/') ? authManifest : url.includes(':9004/') ? memberManifest : null),
      });
      return runScript(scriptOf(tags), session)
        .links.filter((link) => link.as === 'fetch')
        .map((link) => `${link.crossOrigin} ${link.href}`);
    };
    const member = { token: 't', merchantCode: 'BDWL', type: 0 };
    expect(fetchesAt('/m/login', member)).toEqual(['anonymous http://m.example:9004/mf-manifest.json']);
    expect(fetchesAt('/m/login', null)).toEqual([]);
    // the page's own remote: its manifest is a tag of the page's head already, for every visitor
    expect(fetchesAt('/m/member/home', member)).toEqual([]);
  });

  it("fetches the images a member's answer names that the page shows at once, as the answer arrives: not a private picture, nor for a visitor the gate turns away (decision 066's second addendum)", async () => {
    const centre = structuredClone(authManifest);
    centre.metaData.routeManifest!.routes.push({
      key: 'mine',
      path: '/m/mine',
      module: './LoginPage',
      titles,
      gate: 'notTrial',
      answerImages: [{ call: '/wps/member/info', fields: ['avatarUrl'] }],
    });
    /** The images the script preloads on `pathname` for `session`, once the member's details named `avatarUrl`. */
    const imagesAt = async (pathname: string, session: object | null, avatarUrl: string) => {
      const run = runScript(scriptOf(tagsFor(pathname, centre)), session, { '/wps/member/info': { userName: 'u', avatarUrl } });
      await new Promise((resolve) => setImmediate(resolve));
      return run.links.filter((link) => link.as === 'image').map((link) => `${link.fetchPriority} ${link.href}`);
    };
    const member = { token: 't', merchantCode: 'BDWL', type: 0 };
    expect(await imagesAt('/m/mine', member, '/assets/img/avatar/avatar-03.svg')).toEqual(['high /assets/img/avatar/avatar-03.svg']);
    // a member's own picture needs the session's header and is never cached: the page fetches it
    expect(await imagesAt('/m/mine', member, '/wps/member/media/1')).toEqual([]);
    // a trial account is turned away from the member centre; a guest starts no member's call; another page names none
    expect(await imagesAt('/m/mine', { ...member, type: 4 }, '/assets/img/avatar/avatar-03.svg')).toEqual([]);
    expect(await imagesAt('/m/mine', null, '/assets/img/avatar/avatar-03.svg')).toEqual([]);
    expect(await imagesAt('/m/login', member, '/assets/img/avatar/avatar-03.svg')).toEqual([]);
  });

  it("reads the shell's start files as its build wrote them, and nothing that is not a built file's name", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'startup-assets-'));
    try {
      const write = (value: unknown) => writeFileSync(path.join(dir, 'startup-assets.json'), JSON.stringify(value));
      expect(readStartupAssets(dir)).toBeNull();
      write({
        js: ['549.a.js'],
        css: ['549.a.css'],
        onDemand: { '@wl/shared/infinite-query': ['726.c.js'] },
        member: ['member-calls.b.js'],
      });
      expect(readStartupAssets(dir)?.member).toEqual(['member-calls.b.js']);
      // a name that could leave the page's script is refused with the whole file (rewritten: the cache is by time)
      write({ js: ['549.a.js'], css: [], member: ['"</script><script>alert(1)</script>.js'] });
      const later = new Date(Date.now() + 5_000);
      utimesSync(path.join(dir, 'startup-assets.json'), later, later);
      expect(readStartupAssets(dir)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("writes a records page's range on the brand's calendar at the time of the page (decision 069)", () => {
    const records = {
      path: '/wps/relay/report',
      query: [
        ['startDate', { daysAgo: 6 }],
        ['endDate', { daysAgo: 0 }],
      ] as [string, { daysAgo: number }][],
    };
    // 2026-12-06 20:30 UTC: the 7th in Dhaka, the 6th in New York
    const at = Date.UTC(2026, 11, 6, 20, 30);
    expect(pageCalls({ calls: [records], gate: 'member' }, {}, '', at).BN.member).toEqual([
      '/wps/relay/report?startDate=2026-12-01&endDate=2026-12-07',
    ]);
    expect(pageCalls({ calls: [records], gate: 'member' }, { timeZone: 'America/New_York' }, '', at).BN.member).toEqual([
      '/wps/relay/report?startDate=2026-11-30&endDate=2026-12-06',
    ]);
  });

  it("writes a declared call's query as the page does, per platform language, from this address's parameters (decision 061)", () => {
    const help = { path: '/wps/system/helpCenter', query: [['lang', { language: true }]] as [string, { language: true }][] };
    const notices = {
      path: '/wps/relay/notices',
      query: [
        ['types', 'B,PL'],
        ['merchantCode', { merchant: true }],
        ['groupName', ''],
      ] as [string, string | { merchant: true }][],
    };
    const detail = {
      path: '/wps/relay/detail',
      query: [['id', { param: 'id' }]] as [string, { param: string }][],
      params: { id: { pattern: '^\\d+$' } },
    };
    const found = pageCalls({ calls: [help, notices, detail] }, { merchantCode: 'M1' }, 'id=42');
    expect(found.BN.guest).toEqual([
      '/wps/system/helpCenter?lang=BN',
      '/wps/relay/notices?types=B,PL&merchantCode=M1&groupName=',
      '/wps/relay/detail?id=42',
    ]);
    expect(found.EN.member[0]).toBe('/wps/system/helpCenter?lang=EN');
    // an address without the parameter, or with one the call refuses: that call is not started
    expect(pageCalls({ calls: [detail] }, {}, '').BN.guest).toEqual([]);
    expect(pageCalls({ calls: [detail] }, {}, 'id=1%26x=2').BN.guest).toEqual([]);
  });

  it('preloads the manifest of a remote whose routes it cannot read on every page (the shell reads its routes there); a served one only on its pages', () => {
    const cdn = '<link rel="preload" href="https://cdn.example/lobby/mf-manifest.json" as="fetch" crossorigin>';
    for (const address of ['/m/home', '/m/nowhere', '/m/login']) expect(tagsFor(address).join('\n')).toContain(cdn);
    expect(tagsFor('/m/home').join('\n')).not.toContain('remoteEntry.js');
    expect(tagsFor('/m/nowhere').join('\n')).not.toContain('9001/mf-manifest.json');
  });

  it('lets no hostile value of the runtime file close the inline script', () => {
    const tags = criticalPathTags({
      pathname: '/m/nowhere',
      hostname: 'localhost',
      whitelabel: { ...whitelabel, merchantCode: '</script><script>alert(1)</script>' },
      startup: null,
      manifest: () => null,
    });
    expect(tags[0]!.match(/<\/script>/g)).toHaveLength(1);
  });

  it('adds the nonce to the policy’s script-src and style-src-elem (a painted first screen’s style) and nothing else', () => {
    expect(withNonce("default-src 'self'; script-src 'self' http://r:1; style-src 'self'; style-src-elem 'self'", 'abc')).toBe(
      "default-src 'self'; script-src 'self' http://r:1 'nonce-abc'; style-src 'self'; style-src-elem 'self' 'nonce-abc'",
    );
    expect(withNonce("default-src 'self'", 'abc')).toBe("default-src 'self'");
  });
});

describe('the first frame (decisions 016 and 022)', () => {
  const kiosk: RemoteManifest = {
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      routeManifest: {
        remote: 'mf-kiosk',
        routes: [
          { key: 'home', path: '/m/home', module: './HomePage', titles },
          { key: 'notice', path: '/m/notice', module: './NoticePage', titles },
        ],
      },
      firstScreens: { home: bannerScreen },
    },
    exposes: [],
  };
  const site = { merchantCode: 'BDWL', apiBase: '', remotes: { 'mf-kiosk': 'http://localhost:9002/mf-manifest.json' } };
  const call = `${bannerScreen.call.path}?group=k_home`;
  // as the server's page finds it (shell-page.ts): the route's remote, then that remote's first screen for the route
  const screenAt = (pathname: string) => {
    const route = routeOwner(pathname, site, 'localhost', () => kiosk);
    return route ? firstScreenOf(site, 'localhost', () => kiosk, route) : undefined;
  };
  const first = (pathname: string) => {
    const screen = screenAt(pathname);
    return screen ? { screen, found: { top: 60, calls: { BN: call, EN: call }, images: {} } } : null;
  };

  it('is carried, with its call started, only by the HTML of a page whose remote publishes its first screen', () => {
    // the home's aliases are the home's, whoever serves it
    expect(screenAt('/m/index.html')).toEqual(bannerScreen);
    expect(screenAt('/m/notice')).toBeUndefined();
    const tags = (pathname: string) =>
      criticalPathTags({
        pathname,
        hostname: 'localhost',
        whitelabel: site,
        startup: null,
        manifest: () => kiosk,
        first: first(pathname),
      }).join('');
    expect(tags('/m/home')).toContain(call);
    expect(tags('/m/home')).toContain('wl-first-frame');
    expect(tags('/m/notice')).not.toContain(call);
    expect(tags('/m/notice')).not.toContain('wl-first-frame');
  });

  it('tells the page that the runtime file names image CDNs: the app picks one at random, so the frame stays away', () => {
    const withCdns = criticalPathTags({
      pathname: '/m/home',
      hostname: 'localhost',
      whitelabel: { merchantCode: 'BDWL', apiBase: '', remotes: {}, imageCdns: ['img.example'] },
      startup: null,
      manifest: () => null,
      first: first('/m/home'),
    }).join('');
    expect(withCdns).toContain('"cdns":true');
  });
});
