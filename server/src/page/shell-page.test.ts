import { INDEX, shellDist, widgetsManifest } from '../test-fixtures.ts';
import { pagePolicy } from './page-policy.ts';
import { brandHead, isPagePath, renderPage } from './shell-page.ts';

const REMOTE = 'http://{hostname}:9001/mf-manifest.json';
const whitelabel = {
  siteName: 'Brand & Co',
  merchantCode: 'M1',
  apiBase: '',
  theme: { 'header-bg': '#123456' },
  remotes: { 'mf-widgets': REMOTE },
};
const read = (url: string) => (url === 'http://shop.localhost:9001/mf-manifest.json' ? widgetsManifest : null);
const render = (url: string, extra: Partial<Parameters<typeof renderPage>[0]> = {}) =>
  renderPage({ url, hostname: 'shop.localhost', shellDir: shellDist(), whitelabel, read, nonce: 'n0nce', ...extra });

const scripts = (html: string) => [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');

describe('the shell page (issue 28: the renderer of the application server)', () => {
  it("admits its one inline script by the answer's nonce, and loads the shell's entry first", () => {
    const html = render('/m/widgets');
    const inline = scripts(html).filter((attrs) => !attrs.includes('src='));
    expect(inline).toEqual([' nonce="n0nce"']);
    expect(html.indexOf('<link rel="preload" href="/main.0badc0de.js" as="script" fetchpriority="high">')).toBeGreaterThan(
      html.indexOf('<meta charset="utf-8" />'),
    );
    expect(html.indexOf('/main.0badc0de.js')).toBeLessThan(html.indexOf('<script nonce'));
  });

  it("carries in its head the hints of the route's remote and of the shell's start files (each hint: critical-path.test.ts)", () => {
    const html = render('/m/widgets?tab=1');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" href="http://shop.localhost:9001/remoteEntry.js" as="script">');
    expect(head).toContain('"warm":["http://shop.localhost:9001/widgets.cccccccc.js"]');
    expect(head).toContain('"preload":{"style":["/12.bbbbbbbb.css"],"script":["/11.aaaaaaaa.js"]}');
  });

  it('hints no remote at an address no remote declares, and starts the start-up calls all the same', () => {
    const html = render('/m/nowhere');
    expect(html).not.toContain('preconnect');
    expect(html).not.toContain('remoteEntry.js');
    expect(html).toContain('"urls":["/wps/system/status"');
  });

  it("carries the brand's title and colour from the first byte, escaped", () => {
    const html = render('/m/widgets');
    expect(html).toContain('<title>Brand &amp; Co</title>');
    expect(html).toContain('<meta name="theme-color" content="#123456" />');
    expect(brandHead(INDEX, { siteName: '</title><script>x()</script>' })).toContain(
      '<title>&lt;/title>&lt;script>x()&lt;/script></title>',
    );
  });

  it("lets no value of the runtime file close its script: '<' is written as \\u003c", () => {
    const html = render('/m/widgets', { whitelabel: { ...whitelabel, merchantCode: '</script><script>alert(1)</script>' } });
    expect(scripts(html).filter((attrs) => !attrs.includes('src='))).toHaveLength(1);
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)');
  });

  it('is the answer at client-side routes and old .html addresses, not at files', () => {
    for (const page of ['/', '/m/home', '/m/member/home', '/register.html', '/m/index.html']) expect(isPagePath(page)).toBe(true);
    for (const file of ['/main.0badc0de.js', '/startup-assets.json', '/brand/logo.svg', '/%E0%A4%A', '/a%00b'])
      expect(isPagePath(file)).toBe(false);
  });
});

describe("the page's policy", () => {
  it('is built from the runtime file, with the nonce in script-src and no inline script otherwise', () => {
    const policy = pagePolicy(() => ({ remotes: { 'mf-widgets': REMOTE }, apiBase: 'https://api.example' }), 'shop.localhost', 'n0nce');
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1];
    expect(scriptSrc).toBe("'self' http://shop.localhost:9001 'nonce-n0nce'");
    expect(policy).toContain('connect-src');
    expect(policy).toContain('https://api.example');
    expect(policy).not.toContain('unsafe-eval');
  });

  it('admits only its own origin while the runtime file cannot be read', () => {
    const policy = pagePolicy(
      () => {
        throw new Error('mid-edit');
      },
      'shop.localhost',
      'n0nce',
    );
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe("'self' 'nonce-n0nce'");
  });
});
