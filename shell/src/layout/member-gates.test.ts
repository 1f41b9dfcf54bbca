import { act } from '@testing-library/react';
import { events, registerTranslations, toast, useConfigStore, useSessionStore } from '@wl/shared';
import { shellTranslations } from '../i18n/shell.i18n.ts';
import { GATE_TOAST_MS, mayOpenInvite, mayOpenMembers } from './member-gates.ts';

const login = (type: number) =>
  useSessionStore.getState().setSession({ token: 't', merchantCode: 'BDWL', userName: 'u', type, firstTimeLogin: false });

beforeAll(() => registerTranslations('shell', shellTranslations));

describe('member gates', () => {
  let info: jest.SpyInstance;
  beforeEach(() => {
    useConfigStore.setState({ flags: { REFERRAL: true } });
    info = jest.spyOn(toast, 'info');
  });
  afterEach(() => {
    useSessionStore.getState().clearSession();
    info.mockRestore();
    toast.dismiss();
  });

  it('turns a trial account away from Members with free_reject for 2 s', () => {
    login(4);
    expect(mayOpenMembers()).toBe(false);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('আসল অ্যাকাউন্টে'), GATE_TOAST_MS);
    expect(GATE_TOAST_MS).toBe(2000);
  });

  it('lets members and guests open the member centre', () => {
    expect(mayOpenMembers()).toBe(true);
    login(0);
    expect(mayOpenMembers()).toBe(true);
    expect(info).not.toHaveBeenCalled();
  });

  it('asks a guest to log in before inviting friends', () => {
    const required = jest.fn();
    const off = events.on('auth:login-required', required);
    expect(mayOpenInvite()).toBe(false);
    expect(required).toHaveBeenCalledTimes(1);
    off();
  });

  it('shows the contact-service message for 2 s when REFERRAL is off', () => {
    login(0);
    act(() => useConfigStore.setState({ flags: { REFERRAL: false } }));
    expect(mayOpenInvite()).toBe(false);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('গ্রাহক সেবায়'), 2000);
  });

  it('lets a member open invite friends with REFERRAL on', () => {
    login(1);
    expect(mayOpenInvite()).toBe(true);
  });
});
