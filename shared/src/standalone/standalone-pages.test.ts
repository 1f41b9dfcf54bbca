import type { ComponentType } from 'react';
import { pageName, standalonePages } from './standalone-pages.ts';

const Page: ComponentType<Record<string, unknown>> = () => null;

describe('standalone pages', () => {
  it('names a page by its file under src/pages, and nothing else', () => {
    expect(pageName('./src/pages/deposit-record-page.tsx')).toBe('deposit-record');
    expect(pageName('./src/login-dialog/login-dialog.tsx')).toBeNull();
  });

  it('serves each route the route table gives the remote at its real path, from the page it exposes', async () => {
    const loadPage = jest.fn(async () => ({ default: Page }));
    const exposes = {
      './DepositPage': './src/pages/deposit-page.tsx',
      './WithdrawRecordPage': './src/pages/withdraw-record-page.tsx',
    };
    const pages = standalonePages('mf-cashier', exposes, loadPage);
    expect(pages.map(({ path, title }) => ({ path, title }))).toEqual([
      { path: '/m/voucherCenter', title: 'DepositPage' },
      { path: '/m/withdrawReport', title: 'WithdrawRecordPage' },
    ]);
    await pages[1]?.load();
    expect(loadPage).toHaveBeenCalledWith('withdraw-record');
  });

  it('leaves out exposed modules that are not pages, and routes of other remotes', () => {
    const exposes = { './LoginPage': './src/pages/login-page.tsx', './LoginDialog': './src/login-dialog/login-dialog.tsx' };
    expect(standalonePages('mf-auth', exposes, jest.fn()).map((p) => p.title)).toEqual(['LoginPage']);
    expect(standalonePages('mf-lobby', exposes, jest.fn())).toEqual([]);
  });

  it('wraps every route page and adds the standalone-only pages after them', async () => {
    const loadPage = async () => ({ default: Page });
    const wrapped = jest.fn(async () => ({ default: Page }));
    const demo = { path: '/dev/demo', title: 'Demo', load: loadPage };
    const pages = standalonePages('mf-cashier', { './DepositPage': './src/pages/deposit-page.tsx' }, loadPage, {
      wrap: () => wrapped,
      extraPages: [demo],
    });
    expect(pages.map((p) => p.path)).toEqual(['/m/voucherCenter', '/dev/demo']);
    await pages[0]?.load();
    expect(wrapped).toHaveBeenCalled();
  });
});
