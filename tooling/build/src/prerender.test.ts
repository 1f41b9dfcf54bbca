import path from 'node:path';
import type { RouteManifest } from '@wl/plain/routes';
import { combinations, keepExpression, MAX_FLAGS, pagesOf, prerenderEntry, usedCss } from './prerender.ts';

// Decision 052: what a remote's build renders of its first screens. The render itself runs in every production
// build of mf-auth, and the e2e spec first-screen-forms.spec.ts checks its result on the page.

const routes: RouteManifest = {
  remote: 'mf-x',
  routes: [
    { key: 'login', path: '/m/login', module: './LoginPage', titles: { bn: 'লগইন', en: 'Log in' } },
    { key: 'shell', path: '/m/shell', module: './NotExposed', titles: { bn: 'ক', en: 'k' } },
  ],
};
const exposes = { './LoginPage': './src/pages/login-page.tsx' };

describe("a remote's prerendered first screens", () => {
  it('are rendered once per combination of the flags the page reads, each named by the flags on, in declared order', () => {
    expect(combinations([])).toEqual([[]]);
    expect(combinations(['A', 'B'])).toEqual([[], ['B'], ['A'], ['A', 'B']]);
    expect(combinations(['A', 'B', 'C'])).toHaveLength(8);
  });

  it("are the routes' own exposed pages, at their own addresses", () => {
    expect(pagesOf('/r', routes, exposes, { login: {} })).toEqual([
      { key: 'login', path: '/m/login', file: path.resolve('/r/src/pages/login-page.tsx') },
    ]);
    const entry = prerenderEntry(pagesOf('/r', routes, exposes, { login: {} }), '/r/src/routes.ts');
    expect(entry).toContain(`import Page0 from ${JSON.stringify(path.resolve('/r/src/pages/login-page.tsx'))};`);
    expect(entry).toContain('["login", "/m/login", Page0, null, [], null]');
    // the tokens and page-wide rules come with the shell's frame
    expect(entry).not.toContain('styles.css');
  });

  it("render a member's page for a stand-in session of a kind its gate admits, a guest's for none (decision 067)", () => {
    const gated = (gate: 'member' | 'agent'): RouteManifest => ({ ...routes, routes: routes.routes.map((route) => ({ ...route, gate })) });
    expect(pagesOf('/r', gated('member'), exposes, { login: { audience: 'member' } })[0]).toMatchObject({ memberType: 0 });
    // an agents' page, for the first type that is an agent's
    expect(pagesOf('/r', gated('agent'), exposes, { login: { audience: 'member' } })[0]).toMatchObject({ memberType: 1 });
    const entry = prerenderEntry(pagesOf('/r', gated('agent'), exposes, { login: { audience: 'member' } }), '/r/src/routes.ts');
    expect(entry).toContain('["login", "/m/login", Page0, null, [], 1]');
    expect(entry).toContain('useSessionStore.getInitialState().session = memberType === null ? null :');
  });

  it('render a page shaped by data with every part its data module primes, and the routes it links to (decision 060)', () => {
    const links = ['userAgreement', { key: 'withdraw', flags: ['W3'] }];
    const options = { login: { links, data: { module: './src/first.ts', keep: './src/keep.ts' } } };
    const [login] = pagesOf('/r', routes, exposes, options);
    expect(login).toMatchObject({ data: path.resolve('/r/src/first.ts'), links });
    const entry = prerenderEntry([login!], '/r/src/routes.ts');
    expect(entry).toContain(`import * as Data0 from ${JSON.stringify(path.resolve('/r/src/first.ts'))};`);
    expect(entry).toContain('["login", "/m/login", Page0, Data0, ["userAgreement",{"key":"withdraw","flags":["W3"]}], null]');
    // a link to a page behind flags is a route of those flags: drawn in the variants where they are on, as the app draws it
    expect(entry).toContain("{ key: to.key, path: '/' + to.key, flags: to.flags,");
    // the primed flags are on beside the variant's, and the call is exported for the server
    expect(entry).toContain('await data.prime(flags)');
    // with the other declared calls whose answers its keep is given (decision 072)
    expect(entry).toContain('[page[0], [page[3].call, ...(page[3].more ?? [])]]');
    // at the query its data module names, for a page that reads what to show from its address
    expect(entry).toContain("at + (data?.search ?? '')");
  });

  it("put a page's keep script into its HTML as an expression, refusing one that could end the script element", () => {
    expect(keepExpression('var __wlKeep={keep:function(){return[]}}')).toBe(
      '(function(){var __wlKeep={keep:function(){return[]}};return __wlKeep.keep})()',
    );
    expect(() => keepExpression('var __wlKeep="</script><script>x()"')).toThrow('would end its script element');
  });

  it('refuse a route without an exposed page, or a page reading more flags than its frame can follow', () => {
    expect(() => pagesOf('/r', routes, exposes, { shell: {} })).toThrow("mf-x: no route 'shell' with an exposed module");
    expect(() => pagesOf('/r', routes, exposes, { nowhere: {} })).toThrow("no route 'nowhere'");
    const many = Array.from({ length: MAX_FLAGS + 1 }, (_, i) => `F${i}`);
    expect(() => pagesOf('/r', routes, exposes, { login: { flags: many } })).toThrow(`'login' reads more than ${MAX_FLAGS} flags`);
  });

  it('keep only the CSS their renders use: rules of classes none of them has, and keyframes nothing animates with, go', () => {
    const css =
      ':root{--a:1}body{margin:0}.form{gap:1px}.dialog{top:0}.form .dialog{x:1}.tab,.other{y:1}@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:1}}.spinner{animation:spin 1s}.form{animation:fade 1s}@media (min-width:1px){.dialog{z:1}}';
    const kept = usedCss(css, ['<form class="form"><b class="tab x">a</b></form>']);
    expect(kept).toBe(':root{--a:1}body{margin:0}.form{gap:1px}.tab{y:1}@keyframes fade{to{opacity:1}}.form{animation:fade 1s}');
    // the shell's frames keep the kit's page-wide classes, which the remotes' pages use and their own CSS does not hold
    expect(usedCss('.wl-list{gap:1px}.menu{x:1}', ['<nav></nav>'], /^wl-/)).toBe('.wl-list{gap:1px}');
  });
});
