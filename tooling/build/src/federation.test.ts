import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { federatedConfig, sharedSingletons } from './federation.ts';
import { EsmFederationRuntime } from './federation-runtime.ts';
import { valibotEntry } from './shared-entries.ts';

const kitPkg = createRequire(import.meta.url)('@wl/kit/package.json') as {
  version: string;
  peerDependencies: Record<string, string>;
};
const facadePkg = createRequire(import.meta.url)('@wl/shared/package.json') as { version: string };

describe('shared singletons', () => {
  it("take their ranges from @wl/kit's peerDependencies, strict, one copy each", () => {
    const shared = sharedSingletons();
    for (const pkg of ['react', 'react-dom', 'zustand', 'i18next', 'react-i18next', 'react-hook-form']) {
      expect(shared[pkg as keyof typeof shared]).toMatchObject({
        singleton: true,
        strictVersion: true,
        requiredVersion: kitPkg.peerDependencies[pkg],
      });
    }
    expect(shared['react/']).toEqual(shared.react);
    expect(shared['react-dom/']).toEqual(shared['react-dom']);
  });

  it('share @wl/kit under its own semver version, requiring the same major', () => {
    expect(sharedSingletons()['@wl/kit']).toMatchObject({
      version: kitPkg.version,
      requiredVersion: `^${kitPkg.version}`,
      strictVersion: true,
    });
    expect(sharedSingletons({ '@wl/kit': '^9.0.0' })['@wl/kit'].requiredVersion).toBe('^9.0.0');
  });

  it('share the form kit as a module of its own at the version of @wl/kit, one copy per minor, never refused (decision 037)', () => {
    expect(sharedSingletons()['@wl/kit/forms']).toEqual({
      singleton: false,
      version: kitPkg.version,
      requiredVersion: `^${kitPkg.version}`,
    });
    expect(sharedSingletons({ '@wl/kit': '^9.0.0' })['@wl/kit/forms'].requiredVersion).toBe('^9.0.0');
  });

  it('give the 5.x facade and its infinite lists to the shell alone, the facade at its own version (decision 058)', () => {
    expect(sharedSingletons()).not.toHaveProperty('@wl/shared');
    expect(sharedSingletons()).not.toHaveProperty('@wl/shared/infinite-query');
    const host = sharedSingletons({}, undefined, true);
    expect(host['@wl/shared']).toMatchObject({ singleton: true, strictVersion: true, version: facadePkg.version });
    expect(facadePkg.version).toMatch(/^5\./);
    // each key its own module: a second key on the kit's file replaced the kit's own provide
    expect(host['@wl/shared/infinite-query']).toMatchObject({ singleton: true, version: host['@wl/kit/infinite-query'].version });
    expect(host['@wl/shared/infinite-query']?.import).not.toBe(host['@wl/kit/infinite-query'].import);
  });
});

describe('shared entries', () => {
  it("are named from the part's folder, so a build's bytes do not depend on where the checkout sits", () => {
    const part = path.resolve(path.dirname(valibotEntry.file), '../../../mf-lobby');
    const imports = Object.values(sharedSingletons({}, part)).flatMap((entry) => ('import' in entry ? [entry.import] : []));
    expect(imports).toEqual(expect.arrayContaining(['../tooling/build/shared-entries/valibot.js']));
    expect(imports.filter((request) => path.isAbsolute(request))).toEqual([]);
    expect(imports).toHaveLength(4);
    // the shell's adds the facade's (decision 058)
    expect(Object.values(sharedSingletons({}, part, true)).filter((entry) => 'import' in entry)).toHaveLength(6);
  });
});

describe("valibot, the contract schemas' functions", () => {
  it('are shared at the installed version and never refused: a part that needs a newer one takes its own (decision 035)', () => {
    expect(sharedSingletons().valibot).toMatchObject({
      singleton: false,
      version: valibotEntry.version,
      requiredVersion: valibotEntry.requiredVersion,
    });
    expect(sharedSingletons().valibot).not.toHaveProperty('strictVersion');
    expect(sharedSingletons({ valibot: '^2.0.0' }).valibot.requiredVersion).toBe('^2.0.0');
  });
});

describe('federated config', () => {
  const remote = () =>
    federatedConfig({ name: 'mf-lobby', dir: '/repo/mf-lobby', role: 'remote', exposes: { './HomePage': './src/home.tsx' } });
  const withEnv = <T>(env: Record<string, string>, build: () => T): T => {
    const saved = { ...process.env };
    Object.assign(process.env, env);
    try {
      return build();
    } finally {
      process.env = saved;
    }
  };

  it("loads a remote's chunks from wherever it is hosted, in production and in dev", () => {
    expect(withEnv({ NODE_ENV: 'production' }, remote).output?.publicPath).toBe('auto');
    expect(withEnv({ NODE_ENV: 'development' }, remote).output?.publicPath).toBe('auto');
  });

  it('gives a remote its own entry page only in dev (in production it runs inside the shell)', () => {
    expect(withEnv({ NODE_ENV: 'production' }, remote).entry).toEqual({});
    expect(withEnv({ NODE_ENV: 'development' }, remote).entry).toEqual({ main: './src/index.ts' });
  });

  it('serves each part on its dev port', () => {
    expect(withEnv({ DEV_PORT: '5000' }, remote).devServer).toMatchObject({ port: 5002 });
  });

  it("answers the brand's runtime file from a remote's dev server too, so a remote alone runs as the brand", () => {
    type Middleware = { name: string; path: string; middleware: (req: unknown, res: unknown) => void };
    let body = '';
    const devServer = withEnv({ DEV_PORT: '5000' }, () => {
      const server = remote().devServer as Exclude<ReturnType<typeof remote>['devServer'], false | undefined>;
      const middlewares = server.setupMiddlewares!([], {} as never) as Middleware[];
      const runtime = middlewares.find((m) => m.path === '/runtime/whitelabel.json');
      runtime!.middleware({}, { writeHead: () => undefined, end: (text: string) => (body = text) });
      return server;
    });
    const file = JSON.parse(body) as { merchantCode: string; remotes: Record<string, string> };
    expect(file.merchantCode).toBe('BDWL');
    expect(file.remotes['mf-cashier']).toBe('http://{hostname}:5003/mf-manifest.json');
    // the shell's page policy is the shell's: a remote's files carry only CORS
    expect(devServer.headers).toEqual({ 'Access-Control-Allow-Origin': '*' });
  });

  it('hot-swaps components only in dev, where the shell first keeps React findable for every part', () => {
    const host = () => federatedConfig({ name: 'shell', dir: '/repo/shell', role: 'host' });
    const refresh = (config: ReturnType<typeof host>) =>
      (config.plugins ?? []).some((p) => p?.constructor.name === 'ReactRefreshRspackPlugin');
    const dev = withEnv({ NODE_ENV: 'development' }, host);
    expect(refresh(dev)).toBe(true);
    expect(refresh(withEnv({ NODE_ENV: 'development' }, remote))).toBe(true);
    expect((dev.entry as { main: string[] }).main).toEqual([expect.stringMatching(/keep-renderers\.js$/), './src/index.ts']);
    const prod = withEnv({ NODE_ENV: 'production' }, host);
    expect(refresh(prod)).toBe(false);
    expect(prod.entry).toEqual({ main: './src/index.ts' });
  });

  it("runs a remote inside the shell on the shell's runtime core, with only the glue it uses", () => {
    const federation = (config: ReturnType<typeof remote>) =>
      (config.plugins ?? []).find((p) => p?.constructor.name === 'ModuleFederationPlugin') as unknown as {
        _options: { experiments: Record<string, unknown> };
      };
    const esmGlue = (config: ReturnType<typeof remote>) => (config.plugins ?? []).some((p) => p instanceof EsmFederationRuntime);
    const host = withEnv({ NODE_ENV: 'production' }, () => federatedConfig({ name: 'shell', dir: '/repo/shell', role: 'host' }));
    const prod = withEnv({ NODE_ENV: 'production' }, remote);
    const dev = withEnv({ NODE_ENV: 'development' }, remote);
    expect(federation(host)._options.experiments).toMatchObject({ provideExternalRuntime: true, optimization: { target: 'web' } });
    expect(federation(prod)._options.experiments).toMatchObject({ externalRuntime: true, optimization: { disableRemote: true } });
    expect(esmGlue(prod) && esmGlue(host)).toBe(true);
    // alone, a remote is its own host: it carries the whole runtime
    expect(federation(dev)._options.experiments).toMatchObject({ externalRuntime: false });
    expect(esmGlue(dev)).toBe(false);
  });

  it("resolves the shell's federation runtime to its ES module builds, after the federation plugins' own aliases", () => {
    const config = withEnv({ NODE_ENV: 'production' }, () => federatedConfig({ name: 'shell', dir: '/repo/shell', role: 'host' }));
    const compiler = rspack(config);
    const alias = compiler.options.resolve.alias as Record<string, unknown>;
    const federationAliases = Object.entries(alias).filter(([request]) => request.startsWith('@module-federation/'));
    expect(federationAliases.map(([request]) => request)).toContain('@module-federation/runtime');
    for (const [request, target] of federationAliases) expect([request, target]).toEqual([request, expect.not.stringMatching(/\.cjs$/)]);
    compiler.close(() => undefined);
  });
});
