import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { type OriginAnswer, releaseOrigin } from '../release-origin.ts';
import { shellDist, widgetsManifest } from '../test-fixtures.ts';
import {
  inShellFrame,
  localPrerendered,
  originPrerendered,
  paintsFor,
  type Prerendered,
  prerenderedFrame,
  themeRule,
} from './prerendered.ts';
import { renderPage } from './shell-page.ts';

// Decision 052: a remote's build renders a page's first screen from its own components; the page's HTML paints it
// inside #root until the app's first commit replaces it.

const screens: Prerendered = {
  css: '.a{color:red}',
  screens: {
    widgets: {
      flags: ['PHONE'],
      unlessStored: { local: ['wl.remembered'], session: [] },
      variants: { '': { bn: '<h1>উইজেট</h1>', en: '<h1>Widgets</h1>' }, PHONE: { bn: '<h1>ফোন</h1>', en: '<h1>Phone</h1>' } },
    },
  },
};

/** the shell's frames: its page layout (the fixture's route has the default one) and a layout with a header only */
const frames: Prerendered = {
  css: '.shell{}',
  screens: {
    header: {
      flags: [],
      unlessStored: { local: [], session: [] },
      variants: {
        '': {
          bn: '<header><h1>@@wl-title:frame@@</h1></header><main><div data-wl-page=""></div></main><nav>@@wl-title:home@@</nav>',
          en: '<header><h1>@@wl-title:frame@@</h1></header><main><div data-wl-page=""></div></main><nav>@@wl-title:home@@</nav>',
        },
      },
    },
  },
};

/** the shell's frames, the page layout's drawn for a member too unless `member` is false */
function shellWithFrames(member = true) {
  const dir = shellDist();
  const page = frames.screens.header!;
  const forMember = structuredClone(page);
  for (const language of ['bn', 'en'] as const)
    forMember.variants['']![language] = forMember.variants['']![language].replace('<header>', '<header data-member="">');
  const screens = { ...frames.screens, page, ...(member ? { 'page.member': forMember } : {}) };
  writeFileSync(path.join(dir, 'first-screens.json'), JSON.stringify({ ...frames, screens }));
  return dir;
}

function buildWith(file: unknown) {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-'));
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(widgetsManifest));
  writeFileSync(path.join(dir, 'first-screens.json'), JSON.stringify(file));
  return dir;
}

const REMOTE = 'http://{hostname}:9001/mf-manifest.json';
const whitelabel = { merchantCode: 'M1', apiBase: '', theme: { primary: '#abcdef' }, remotes: { 'mf-widgets': REMOTE } };
const render = (url: string, file: unknown = screens, manifest = widgetsManifest, memberFrames = true, brand: object = {}) => {
  const dir = buildWith(file);
  const read = (u: string) => (u === 'http://shop.localhost:9001/mf-manifest.json' ? manifest : null);
  return renderPage({
    url,
    hostname: 'shop.localhost',
    shellDir: shellWithFrames(memberFrames),
    whitelabel: { ...whitelabel, ...brand },
    read,
    prerendered: localPrerendered((port) => (port === 9001 ? dir : null), 'shop.localhost'),
    nonce: 'n0nce',
  });
};
const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));

describe("a first screen rendered by its remote's build", () => {
  it("is painted inside #root at its route's address: every variant and language, its style and its script by the nonce", () => {
    const inside = root(render('/m/widgets'));
    expect(inside).toContain('<div id="wl-first-screen" inert aria-hidden="true">');
    expect(inside).toContain('<style nonce="n0nce">.shell{}.a{color:red}:root{--wl-primary:#abcdef}');
    // in the shell's frame, with the route's title
    for (const template of [
      '<template data-variant="" lang="bn"><header><h1>উইজেট</h1></header><main><div><h1>উইজেট</h1></div></main><nav></nav></template>',
      '<template data-variant="" lang="en"><header><h1>Widgets</h1></header><main><div><h1>Widgets</h1></div></main><nav></nav></template>',
      '<template data-variant="PHONE" lang="bn"><header><h1>উইজেট</h1></header><main><div><h1>ফোন</h1></div></main><nav></nav></template>',
      '<template data-variant="PHONE" lang="en"><header><h1>Widgets</h1></header><main><div><h1>Phone</h1></div></main><nav></nav></template>',
    ])
      expect(inside).toContain(template);
    // the script picks by the head's flags call, the declared flags and keys
    expect(inside).toContain('<script nonce="n0nce">(function pickFirstScreen');
    expect(inside).toContain(
      '{"flagsUrl":"/wps/system/whitelabel","flags":["PHONE"],"needs":[],"unlessStored":{"local":["wl.remembered"],"session":[]}}',
    );
    expect(inside).toContain('function flattenFlags');
  });

  it('is not painted where its remote rendered none, for a page no guest may open, or from a file that breaks its schema', () => {
    expect(render('/m/nowhere')).not.toContain('wl-first-screen');
    const memberOnly = structuredClone(widgetsManifest);
    memberOnly.metaData.routeManifest!.routes[0]!.gate = 'member';
    expect(render('/m/widgets', screens, memberOnly)).not.toContain('wl-first-screen');
    expect(render('/m/widgets', { css: '', screens: { widgets: { bn: '<h1>x</h1>' } } })).not.toContain('wl-first-screen');
  });

  it("carries the route's own flags, so that a route the platform closed paints no frame", () => {
    const flagged = structuredClone(widgetsManifest);
    flagged.metaData.routeManifest!.routes[0]!.flags = ['WIDGETS'];
    expect(root(render('/m/widgets', screens, flagged))).toContain('"needs":["WIDGETS"]');
  });

  it('puts nothing into the page that could end its style or script', () => {
    expect(prerenderedFrame({ css: 'a{}</style><script>x()</script>', screen: screens.screens.widgets!, flagsUrl: '/f', nonce: 'n' })).toBe(
      '',
    );
    const frame = prerenderedFrame({
      css: '',
      screen: { ...screens.screens.widgets!, flags: [] },
      flagsUrl: '</script><script>x()',
      nonce: 'n',
    });
    expect(frame).toContain('"flagsUrl":"\\u003c/script>\\u003cscript>x()"');
    expect(themeRule({ primary: '#fff', bad: 'red}</style>', 'x;y': 'blue' })).toBe(':root{--wl-primary:#fff}');
  });

  it("shaped by data, waits for the route's call at the platform's address and runs the release's keep (decision 060)", () => {
    const shaped = {
      ...screens.screens.widgets!,
      data: { call: '/wps/widgets/rules', keep: '(function(){return function(){return["a"]}})()' },
    };
    const frame = prerenderedFrame({ css: '', screen: shaped, flagsUrl: '/f', apiBase: 'https://api.example', nonce: 'n' });
    expect(frame).toContain('"dataUrls":["https://api.example/wps/widgets/rules"]');
    // a part filled with a relative picture waits for the status call: the app would send it to an image CDN named there
    expect(frame).toContain('"statusUrl":"https://api.example/wps/system/status","cdns":false');
    expect(prerenderedFrame({ css: '', screen: shaped, flagsUrl: '/f', imageCdns: ['https://img.example'], nonce: 'n' })).toContain(
      '"cdns":true',
    );
    expect(frame).toMatch(
      /,function flattenFlags[\s\S]*\},\(function\(\)\{return function\(\)\{return\["a"\]\}\}\)\(\),\(s,v,c\)=>\(function shapeScreen[\s\S]*\}\)\(s,v,c,\(h\)=>\(function bareMarkup[\s\S]*\}\)\(h,\["p",[^\]]*\],\["a","img","figure","figcaption"\]\)\)\)<\/script>/,
    );
    // a keep that could end the script element paints nothing; a screen without data passes no keep
    expect(
      prerenderedFrame({ css: '', screen: { ...shaped, data: { ...shaped.data, keep: '"</script>"' } }, flagsUrl: '/f', nonce: 'n' }),
    ).toBe('');
    expect(prerenderedFrame({ css: '', screen: screens.screens.widgets!, flagsUrl: '/f', nonce: 'n' })).toMatch(/,null,null\)<\/script>/);
    // the release's file is checked: a call that is no path is refused with the file
    expect(
      render('/m/widgets', { ...screens, screens: { widgets: { ...shaped, data: { call: 'javascript:x', keep: '' } } } }),
    ).not.toContain('wl-first-screen');
  });
});

it("gives a keep the visitor's language, the brand's currency symbol and zone, and its other calls' answers (decision 072)", async () => {
  const screen = {
    ...screens.screens.widgets!,
    data: {
      call: '/wps/widgets/rules',
      more: ['/wps/widgets/cards'],
      keep: '(function(){return function(v,f,s,c,m){given.push([v,c,m]);return null}})()',
    },
  };
  const pickOf = (frame: string) => JSON.parse(/\}\)\((\{"flagsUrl".*?\}),function flattenFlags/.exec(frame)![1]!);
  const frame = prerenderedFrame({ css: '', screen, flagsUrl: '/f', currency: '₱', timeZone: 'Asia/Manila', nonce: 'n' });
  expect(pickOf(frame)).toMatchObject({ brand: { currency: '₱', zone: 'Asia/Manila' } });
  // a brand that names no zone is on the platform's, as the app's formatters take it
  expect(pickOf(prerenderedFrame({ css: '', screen, flagsUrl: '/f', currency: '৳', nonce: 'n' }))).toMatchObject({
    brand: { zone: 'Asia/Dhaka' },
  });
  // the page passes the runtime file's
  const brand = { currency: { code: 'PHP', symbol: '₱' }, timeZone: 'Asia/Manila' };
  expect(render('/m/widgets', { ...screens, screens: { widgets: screen } }, widgetsManifest, true, brand)).toContain(
    '"brand":{"currency":"₱","zone":"Asia/Manila"}',
  );
  const given: unknown[] = [];
  const answer = (value: unknown) => Promise.resolve({ status: 200, body: JSON.stringify({ success: true, value }) });
  const template = { content: {} };
  /** runs the page's script with these early calls to where it removes the frame (the keep above paints none) */
  const run = (early: { url: string; response: Promise<unknown> }[]) =>
    new Promise<void>((resolve) =>
      runInNewContext(/<script nonce="n">([\s\S]*)<\/script><\/div>$/.exec(frame)![1]!, {
        document: { getElementById: () => ({ remove: resolve, isConnected: true, querySelector: () => template }) },
        window: { __wlEarlyCalls: [{ url: '/f', response: answer([]) }, ...early] },
        sessionStorage: { getItem: () => null },
        localStorage: { getItem: (key: string) => (key === 'wl.language' ? 'en' : null) },
        location: { search: '' },
        given,
        JSON,
        Promise,
      }),
    );
  await run([
    { url: '/wps/widgets/cards', response: answer([{ card: 2 }]) },
    { url: '/wps/widgets/rules', response: answer({ rules: 1 }) },
  ]);
  expect(given).toEqual([[{ rules: 1 }, { language: 'en', currency: '₱', zone: 'Asia/Manila' }, [[{ card: 2 }]]]]);
  // a call the page's HTML did not start: no frame, and the keep is not run
  await run([{ url: '/wps/widgets/rules', response: answer({ rules: 1 }) }]);
  expect(given).toHaveLength(1);
});

describe("a member's first screen (decision 067)", () => {
  const forMember: Prerendered = { ...screens, screens: { widgets: { ...screens.screens.widgets!, audience: 'member' } } };
  const gated = (gate: string) => {
    const manifest = structuredClone(widgetsManifest);
    manifest.metaData.routeManifest!.routes[0]!.gate = gate as 'member';
    return manifest;
  };

  it("is put into the page of a route whose gate admits members, with the account types it refuses, and into no guest's page", () => {
    const page = root(render('/m/widgets', forMember, gated('member')));
    expect(page).toContain('"member":{"refuse":[4]}');
    // in the shell's frame drawn for a member; a shell built without one paints none
    expect(page).toContain('<template data-variant="" lang="bn"><header data-member=""><h1>উইজেট</h1>');
    expect(render('/m/widgets', forMember, gated('member'), false)).not.toContain('wl-first-screen');
    expect(root(render('/m/widgets'))).not.toContain('data-member');
    expect(root(render('/m/widgets', forMember, gated('agent')))).toContain('"member":{"refuse":[0,4,40]}');
    expect(root(render('/m/widgets', forMember))).toContain('"member":{"refuse":[]}');
    expect(render('/m/widgets', forMember, gated('guest'))).not.toContain('wl-first-screen');
    // a guest's screen stays out of a members' page, as before
    expect(render('/m/widgets', screens, gated('session'))).not.toContain('wl-first-screen');
    expect(paintsFor(undefined, 'notTrial')).toBe(true);
    expect(paintsFor('member', 'notTrial')).toEqual({ refuse: [4] });
    expect(paintsFor('member', 'session')).toEqual({ refuse: [] });
  });

  /** Runs the frame's script as the page would, to the point where it has chosen to paint or not: removed, or waiting. */
  function picks(frame: string, stored: object | null): 'removed' | 'waits' {
    const script = /<script nonce="n">([\s\S]*)<\/script><\/div>$/.exec(frame)![1]!;
    let removed = false;
    const storage = (session: string | null) => ({ getItem: (key: string) => (key === 'wl.session' ? session : null) });
    runInNewContext(script, {
      document: { getElementById: () => ({ remove: () => (removed = true), isConnected: true }) },
      window: { __wlEarlyCalls: [{ url: '/f', response: new Promise(() => undefined) }] },
      sessionStorage: storage(stored && JSON.stringify(stored)),
      localStorage: storage(null),
      JSON,
    });
    return removed ? 'removed' : 'waits';
  }

  it("is painted for a stored session of a type the gate admits, never for a guest; a guest's never for a session", () => {
    const screen = forMember.screens.widgets!;
    const notTrial = prerenderedFrame({ css: '', screen, member: { refuse: [4] }, flagsUrl: '/f', nonce: 'n' });
    expect(picks(notTrial, { token: 't', type: 0 })).toBe('waits');
    expect(picks(notTrial, { token: 't', type: 4 })).toBe('removed');
    expect(picks(notTrial, null)).toBe('removed');
    const guests = prerenderedFrame({ css: '', screen: screens.screens.widgets!, flagsUrl: '/f', nonce: 'n' });
    expect(picks(guests, null)).toBe('waits');
    expect(picks(guests, { token: 't', type: 0 })).toBe('removed');
  });
});

describe("the shell's frame around a page's first screen", () => {
  const titles: Record<string, { bn: string; en: string }> = { forget: { bn: 'ভুলে', en: 'Forgot <it>' }, home: { bn: 'হোম', en: 'Home' } };
  const titleOf = (key: string, language: 'bn' | 'en') => titles[key]?.[language];
  const page = { css: '.a{}', screen: screens.screens.widgets! };

  it("puts every variant of the page where the frame has its place, and the route table's titles, escaped, where their marks are", () => {
    const framed = inShellFrame(page, frames, { key: 'forget', layout: { header: true, bottomMenu: false } }, titleOf);
    expect(framed!.css).toBe('.shell{}.a{}');
    expect(framed!.screen.variants.PHONE!.en).toBe(
      '<header><h1>Forgot &lt;it></h1></header><main><div><h1>Phone</h1></div></main><nav>Home</nav>',
    );
    expect(framed!.screen.variants['']!.bn).toBe('<header><h1>ভুলে</h1></header><main><div><h1>উইজেট</h1></div></main><nav>হোম</nav>');
    expect(framed!.screen.flags).toEqual(['PHONE']);
  });

  it('is nothing without the shell’s frames, or without a frame for its layout: they bring the tokens and the page-wide rules', () => {
    expect(inShellFrame(page, null, { key: 'forget', layout: { header: true, bottomMenu: false } }, titleOf)).toBeNull();
    expect(inShellFrame(page, frames, { key: 'forget', layout: { header: true, bottomMenu: true } }, titleOf)).toBeNull();
  });
});

describe("a release's first screens from its origin", () => {
  const ORIGIN = 'http://releases.test';
  const MANIFEST = `${ORIGIN}/releases/mf-widgets/1.1.0/mf-manifest.json`;
  const FILE = `${ORIGIN}/releases/mf-widgets/1.1.0/first-screens.json`;
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  function origin(answer: () => OriginAnswer) {
    const asked: string[] = [];
    const state = { clock: 0 };
    const releases = releaseOrigin({
      origin: ORIGIN,
      retryMs: 5_000,
      now: () => state.clock,
      log: () => {},
      fetch: async (url) => {
        asked.push(url);
        return answer();
      },
    });
    return { read: originPrerendered(releases, 'http://shop.localhost'), asked, state };
  }

  it("is asked beside the release's manifest once, then read from the cache; a release without one is not asked again", async () => {
    const present = origin(() => ({ status: 200, body: JSON.stringify(screens) }));
    expect(present.read(MANIFEST)).toBeNull();
    await settle();
    expect(present.read(MANIFEST)).toEqual(screens);
    expect(present.asked).toEqual([FILE]);

    const absent = origin(() => ({ status: 404 }));
    absent.read(MANIFEST);
    await settle();
    absent.state.clock = 60_000;
    expect(absent.read(MANIFEST)).toBeNull();
    expect(absent.asked).toEqual([FILE]);
  });

  it('asks again after a failure, and refuses a file that breaks the schema', async () => {
    let body = 'not json';
    const failing = origin(() => ({ status: 200, body }));
    failing.read(MANIFEST);
    await settle();
    body = JSON.stringify(screens);
    expect(failing.read(MANIFEST)).toBeNull();
    failing.state.clock = 5_000;
    failing.read(MANIFEST);
    await settle();
    expect(failing.read(MANIFEST)).toEqual(screens);
    expect(failing.asked).toHaveLength(2);
    // not a release's address: nothing asked
    expect(failing.read('http://elsewhere:9001/mf-manifest.json')).toBeNull();
    expect(failing.asked).toHaveLength(2);
  });
});

it('reads a live build’s file by its port, as its manifest is read', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'first-screens.json'), JSON.stringify(screens));
  const read = localPrerendered((port) => (port === 9001 ? dir : null), 'shop.localhost');
  expect(read('http://shop.localhost:9001/mf-manifest.json')).toEqual(screens);
  expect(read('http://other.example:9001/mf-manifest.json')).toBeNull();
});
