import type { ComponentType } from 'react';
import type { RouteManifest } from '@wl/plain/routes';
import { pageName, standalonePages } from './standalone-pages.ts';

const Page: ComponentType<Record<string, unknown>> = () => null;
const titles = { bn: 'পাতা', en: 'Page' };
const manifest = (remote: string, routes: [key: string, path: string, module: string][]): RouteManifest => ({
  remote,
  routes: routes.map(([key, path, module]) => ({ key, path, module, titles })),
});
const kiosk = manifest('mf-kiosk', [
  ['topUp', '/m/topUp', './TopUpPage'],
  ['topUpRecord', '/m/topUpReport', './TopUpRecordPage'],
]);

describe('standalone pages', () => {
  it('names a page by its file under src/pages, and nothing else', () => {
    expect(pageName('./src/pages/deposit-record-page.tsx')).toBe('deposit-record');
    expect(pageName('./src/login-dialog/login-dialog.tsx')).toBeNull();
  });

  it("serves each route of the remote's own manifest at its real path, from the page it exposes", async () => {
    const loadPage = jest.fn(async () => ({ default: Page }));
    const exposes = {
      './TopUpPage': './src/pages/top-up-page.tsx',
      './TopUpRecordPage': './src/pages/top-up-record-page.tsx',
    };
    const pages = standalonePages(kiosk, exposes, loadPage);
    expect(pages.map(({ path, title }) => ({ path, title }))).toEqual([
      { path: '/m/topUp', title: 'TopUpPage' },
      { path: '/m/topUpReport', title: 'TopUpRecordPage' },
    ]);
    await pages[1]?.load();
    expect(loadPage).toHaveBeenCalledWith('top-up-record');
  });

  it('leaves out routes whose module is not a page under src/pages', () => {
    const exposes = { './TopUpPage': './src/pages/top-up-page.tsx', './TopUpRecordPage': './src/dialogs/record.tsx' };
    expect(standalonePages(kiosk, exposes, jest.fn()).map((p) => p.title)).toEqual(['TopUpPage']);
  });

  it('wraps every route page and adds the standalone-only pages after them', async () => {
    const loadPage = async () => ({ default: Page });
    const wrapped = jest.fn(async () => ({ default: Page }));
    const demo = { path: '/dev/demo', title: 'Demo', load: loadPage };
    const pages = standalonePages(kiosk, { './TopUpPage': './src/pages/top-up-page.tsx' }, loadPage, {
      wrap: () => wrapped,
      extraPages: [demo],
    });
    expect(pages.map((p) => p.path)).toEqual(['/m/topUp', '/dev/demo']);
    await pages[0]?.load();
    expect(wrapped).toHaveBeenCalled();
  });
});
