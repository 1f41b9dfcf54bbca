import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessFor, i18n } from '@wl/kit';
import { renderAt, signedInEachTest } from '@wl/testing';
import { answerPlatform } from '@wl/testing/platform';
import { routes } from '../../../routes.ts';
import { AccountActivityScreen } from './account-activity-screen.tsx';

const phone = { id: 7, loginAt: '2026-11-20T06:00:00.000Z', deviceKind: 'phone', browser: 'Chrome', place: 'Dhaka, Bangladesh' };
const list = (otherActive: boolean) => [
  { ...phone, id: 8, deviceKind: 'computer', loginAt: '2026-11-20T07:00:00.000Z', active: otherActive, current: false },
  { ...phone, active: true, current: true },
];

describe('AccountActivityScreen', () => {
  signedInEachTest();
  afterEach(() => act(() => i18n.changeLanguage('bn')));

  it('lists the logins with device, place and state, and signs out another session by its own button', async () => {
    await i18n.changeLanguage('en');
    let other = true;
    const calls = answerPlatform({
      'GET /wps/member/protection/logins': () => ({ list: list(other) }),
      'GET /wps/member/protection/securityEvents': () => ({
        list: [{ id: 1, kind: 'password', title: 'Password changed', at: '2026-11-19T10:00:00.000Z' }],
      }),
      'POST /wps/member/protection/logins/signOut': () => {
        other = false;
        return { signedOut: 1 };
      },
    });
    renderAt(<AccountActivityScreen />);
    const logins = await screen.findByRole('region', { name: 'Recent logins' });
    const rows = await within(logins).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/Computer · Chrome.*Dhaka, Bangladesh.*Active/);
    expect(rows[1]).toHaveTextContent(/Phone · Chrome.*This device/);
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(within(await screen.findByRole('region', { name: 'Security events' })).getByText('Password changed')).toBeInTheDocument();

    await userEvent.click(within(rows[0]!).getByRole('button', { name: /^Sign out this session: Computer/ }));
    await waitFor(() => expect(within(logins).getAllByRole('listitem')[0]).toHaveTextContent('Ended'));
    expect(calls.find((c) => c.url.endsWith('/signOut'))?.body).toEqual({ id: 8 });
    expect(within(logins).queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
  });

  it('signs out all others, and says when there are no events', async () => {
    const calls = answerPlatform({
      'GET /wps/member/protection/logins': () => ({ list: list(true) }),
      'GET /wps/member/protection/securityEvents': () => ({ list: [] }),
      'POST /wps/member/protection/logins/signOutOthers': () => ({ signedOut: 1 }),
    });
    renderAt(<AccountActivityScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'অন্য সব সেশন সাইন আউট করুন' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/signOutOthers'))).toBe(true));
    expect(await screen.findByText('এখনো কোনো নিরাপত্তা ঘটনা নেই')).toBeInTheDocument();
  });

  it("is a real member's, as responsible gaming is: the gate table turns a guest and a trial account away", () => {
    for (const key of ['accountActivity', 'responsibleGaming']) {
      const route = routes.routes.find((r) => r.key === key)!;
      expect(accessFor(route, { type: null, flag: () => true })).toEqual({ open: false, reason: 'signIn' });
      expect(accessFor(route, { type: 4, flag: () => true })).toEqual({ open: false, reason: 'trial' });
      // no brand's flag closes them: the tools a licence requires
      expect(accessFor(route, { type: 0, flag: () => false })).toEqual({ open: true });
    }
  });
});
