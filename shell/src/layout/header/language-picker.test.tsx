import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events, i18n, registerTranslations } from '@wl/kit';
import { shellTranslations } from '../../i18n/shell.i18n.ts';
import { LanguagePicker } from './language-picker.tsx';

beforeAll(() => registerTranslations('shell', shellTranslations));
afterEach(() => act(() => i18n.changeLanguage('bn')));

describe('language picker', () => {
  it('switches every text to English, sets the page language, remembers it and tells the parts', async () => {
    const told = jest.fn();
    const off = events.on('language:changed', told);
    render(<LanguagePicker />);
    await userEvent.click(screen.getByRole('button', { name: 'ভাষা: বাংলা' }));
    await userEvent.click(await screen.findByRole('option', { name: /English/ }));
    expect(await screen.findByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('wl.language')).toBe('en');
    expect(told).toHaveBeenCalledWith({ language: 'en' });
    off();
  });

  it('is a list box of options, the current one selected, which the arrows move between', async () => {
    render(<LanguagePicker />);
    await userEvent.click(screen.getByRole('button', { name: 'ভাষা: বাংলা' }));
    const [bengali, english] = await screen.findAllByRole('option');
    expect(bengali).toHaveAttribute('aria-selected', 'true');
    expect(english).toHaveAttribute('aria-selected', 'false');
    await userEvent.tab();
    expect(bengali).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(english).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(bengali).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(english).toHaveFocus();
  });

  it('closes the list on Escape', async () => {
    render(<LanguagePicker />);
    await userEvent.click(screen.getByRole('button', { name: 'ভাষা: বাংলা' }));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
