import { act } from '@testing-library/react';
import { useSessionStore } from '@wl/kit';
import { HELD_FOR_MS, HIDDEN_FORGETS_MS, passwordMemory } from './password-memory.ts';

/** The page hidden (the phone locked, another app) or shown again, as the browser says it. */
function pageIs(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

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

  // Issue 35 finding 9 (round 3's N2 inside decision 024's window): whoever picked up the unlocked phone within five
  // minutes of the login changed the password without the old one.
  it('is forgotten when the page was hidden for 30 seconds or more (the phone locked), kept over a shorter glance', () => {
    jest.useFakeTimers();
    try {
      passwordMemory.set('player01', 'Secr3t@pass');
      pageIs('hidden');
      jest.advanceTimersByTime(HIDDEN_FORGETS_MS - 1000);
      pageIs('visible');
      expect(passwordMemory.get('player01')).toBe('Secr3t@pass');

      const forgotten = jest.fn();
      const stop = passwordMemory.onForget(forgotten);
      pageIs('hidden');
      jest.advanceTimersByTime(HIDDEN_FORGETS_MS);
      // while still hidden it is not handed out either
      expect(passwordMemory.get('player01')).toBeNull();
      pageIs('visible');
      expect(passwordMemory.get('player01')).toBeNull();
      stop();
    } finally {
      pageIs('visible');
      jest.useRealTimers();
    }
  });

  it('tells the screen when the page comes back without it', () => {
    jest.useFakeTimers();
    try {
      passwordMemory.set('player01', 'Secr3t@pass');
      const forgotten = jest.fn();
      const stop = passwordMemory.onForget(forgotten);
      pageIs('hidden');
      jest.advanceTimersByTime(HIDDEN_FORGETS_MS);
      pageIs('visible');
      expect(forgotten).toHaveBeenCalledTimes(1);
      stop();
    } finally {
      pageIs('visible');
      jest.useRealTimers();
    }
  });

  it("is not renewed by a change: the new password stands in only until the login's five minutes end", () => {
    jest.useFakeTimers();
    try {
      passwordMemory.set('player01', 'Secr3t@pass');
      jest.advanceTimersByTime(HELD_FOR_MS - 60_000);
      passwordMemory.replace('player01', 'N3w@pass');
      expect(passwordMemory.get('player01')).toBe('N3w@pass');
      jest.advanceTimersByTime(60_000);
      expect(passwordMemory.get('player01')).toBeNull();
      // nothing held (the old password was typed on the screen): a change holds nothing either
      passwordMemory.replace('player01', 'Th1rd@pass');
      expect(passwordMemory.get('player01')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
