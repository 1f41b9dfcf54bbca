import { i18n } from '@wl/kit';
import './home.i18n.ts';

describe('the add-to-home steps', () => {
  it('in Bengali name the labels a Bengali phone shows, never the English ones', () => {
    const guide = i18n.getResource('bn', 'lobby', 'home.guide') as Record<string, string[]>;
    const steps = Object.values(guide).flat();
    expect(steps.length).toBeGreaterThan(8);
    expect(steps.filter((step) => /[A-Za-z]/.test(step))).toEqual([]);
  });
});
