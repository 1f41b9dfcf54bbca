import { act, render, screen, within } from '@testing-library/react';
import { answerRoutes } from '@wl/jest/msw-routes';
import { loadPlatformSettings, startupMode } from '@wl/host';
import { i18n, MemoryRouter, registerTranslations, useLocation } from '@wl/kit';
import { shellTranslations } from '../i18n/shell.i18n.ts';
import { useSiteRoutes } from '../test/site-routes.ts';
import { ShellRoutes } from './app.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** A start at an address, its mode read from the platform's status as the bootstrap reads it. */
async function startAt(address: string, status: { maintenance: boolean; regionRestriction: boolean }) {
  answerRoutes({
    'GET /wps/system/status': () => ({ ...status, location: 'Narnia', info: {} }),
    'GET /wps/system/whitelabel': () => [],
    'GET /wps/system/settings/consolidated': () => ({}),
  });
  const mode = startupMode(await act(() => loadPlatformSettings()));
  render(
    <MemoryRouter initialEntries={[address]}>
      <ShellRoutes mode={mode} />
      <Where />
    </MemoryRouter>,
  );
}

beforeAll(() => {
  registerTranslations('shell', shellTranslations);
  useSiteRoutes();
});
afterEach(() => act(() => i18n.changeLanguage('bn')));

describe('the start-up modes by the platform’s status (spec section 2)', () => {
  it('maintenance (1): its screen at its own address, whatever address the start was at, in either language', async () => {
    await startAt('/m/voucherCenter', { maintenance: true, regionRestriction: false });
    expect(await screen.findByTestId('maintenance')).toHaveTextContent('সিস্টেম আপগ্রেড হচ্ছে');
    expect(screen.getByTestId('where')).toHaveTextContent('/m/maintenance');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('maintenance')).toHaveTextContent('System upgrading');
  });

  it('maintenance wins when both flags are set', async () => {
    await startAt('/m/home', { maintenance: true, regionRestriction: true });
    expect(await screen.findByTestId('maintenance')).toBeInTheDocument();
    expect(screen.queryByTestId('region-restricted')).toBeNull();
  });

  it('region-restricted (2): its own screen, naming where the player is', async () => {
    await startAt('/m/home', { maintenance: false, regionRestriction: true });
    expect(await screen.findByTestId('region-restricted')).toHaveTextContent('Narnia');
    expect(screen.queryByTestId('maintenance')).toBeNull();
  });

  it('normal (0): the maintenance address shows the maintenance screen inside the site, with the header’s way back (decision 029)', async () => {
    await startAt('/m/maintenance', { maintenance: false, regionRestriction: false });
    expect(await screen.findByTestId('maintenance')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/m/maintenance');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'পিছনে' })).toBeInTheDocument();
  });
});
