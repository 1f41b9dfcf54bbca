import { act, screen } from '@testing-library/react';
import { events, i18n } from '@wl/shared';
import type { ComponentType } from 'react';
import { exposes } from '../exposes.ts';
import { installFakeApi, signInAs, renderAt } from '@wl/testing';

// Every cashier page for each role (spec section 6): a guest is asked to log in and nothing is fetched;
// a trial account is told to use an actual account and gets no form; a member gets the page.
const pages = Object.entries(exposes);
const load = async (file: string) => ((await import(`.${file.replace(/^\.\/src\/pages/, '')}`)) as { default: ComponentType }).default;

async function renderPage(file: string) {
  const Page = await load(file);
  renderAt(<Page />);
}

describe('cashier pages and roles', () => {
  it.each(pages)('%s asks a guest to log in and fetches nothing', async (_name, file) => {
    const calls = installFakeApi({});
    const asked = jest.fn();
    const off = events.on('auth:login-required', asked);
    await renderPage(file);
    expect(screen.getByRole('heading', { name: 'Please log in' })).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
    off();
  });

  it('after the login the page works where the guest was', async () => {
    installFakeApi({ 'GET /wps/relay/MCS2_depositChannels': () => ({ list: [] }) });
    await renderPage(exposes['./DepositPage']);
    expect(screen.getByRole('heading', { name: 'Please log in' })).toBeInTheDocument();
    signInAs();
    expect(await screen.findByText('No payment method is available right now')).toBeInTheDocument();
  });

  it.each(pages)('%s tells a trial account to use an actual account, with no form', async (_name, file) => {
    signInAs(4);
    const calls = installFakeApi({});
    await renderPage(file);
    expect(screen.getByRole('heading', { name: 'Please login an actual account to use this function' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('speaks Bengali by default', async () => {
    await act(() => i18n.changeLanguage('bn'));
    await renderPage(exposes['./WithdrawPage']);
    expect(screen.getByRole('heading', { name: 'অনুগ্রহ করে লগইন করুন' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });
});
