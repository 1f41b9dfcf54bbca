import { act } from '@testing-library/react';
import { useSessionStore } from '@wl/shared';
import { HELD_FOR_MS, passwordMemory } from './password-memory.ts';

const session = (userName: string) => ({ token: 't', merchantCode: 'BDWL', userName, type: 0, firstTimeLogin: false });

describe('the password held in memory', () => {
  it('belongs to one account (any letter case) and is never written to storage', () => {
    passwordMemory.set('Player01', 'Secr3t@pass');
    expect(passwordMemory.get('player01')).toBe('Secr3t@pass');
    expect(passwordMemory.get('someone')).toBeNull();
    expect(passwordMemory.get(null)).toBeNull();
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).not.toContain('Secr3t@pass');
  });

  it('is forgotten on sign-out and when another account signs in, kept for the same one', () => {
    act(() => useSessionStore.getState().setSession(session('player01')));
    passwordMemory.set('player01', 'Secr3t@pass');
    act(() => useSessionStore.getState().setSession(session('PLAYER01')));
    expect(passwordMemory.get('player01')).toBe('Secr3t@pass');
    act(() => useSessionStore.getState().setSession(session('other01')));
    expect(passwordMemory.get('player01')).toBeNull();
    passwordMemory.set('other01', 'Other@123');
    act(() => useSessionStore.getState().clearSession());
    expect(passwordMemory.get('other01')).toBeNull();
  });

  it('is held five minutes after it was typed, then the old password is asked for again', () => {
    jest.useFakeTimers();
    try {
      passwordMemory.set('player01', 'Secr3t@pass');
      jest.advanceTimersByTime(HELD_FOR_MS - 1);
      expect(passwordMemory.get('player01')).toBe('Secr3t@pass');
      jest.advanceTimersByTime(1);
      expect(passwordMemory.get('player01')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
