import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@wl/kit';
import { PasswordField, TextField } from '@wl/kit/forms';
import { confirmPassword } from './builtin-checks.ts';
import { LANGUAGE_REVALIDATE_DELAY_MS, type RulesForm, useRulesForm } from './use-rules-form.ts';
import type { RuleSet } from './validation-types.ts';

const rules: RuleSet = {
  username: { enabled: true, required: true, acceptedPattern: '^[a-z0-9]{4,16}$', patternId: 'username' },
  password: { enabled: true, required: true, acceptedPattern: '*', minLength: 6 },
};
const checks = { confirmPassword: confirmPassword() };
const EMPTY = { username: '', password: '', confirmPassword: '' };

let form: RulesForm;
function Form({ ruleSet = rules, onValid = jest.fn() }: { ruleSet?: RuleSet; onValid?: (v: unknown) => void }) {
  form = useRulesForm({ rules: ruleSet, checks, defaultValues: EMPTY });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField control={form.control} name="username" label="Username" />
      <PasswordField control={form.control} name="password" label="Password" autoComplete="new-password" />
      <PasswordField control={form.control} name="confirmPassword" label="Confirm" autoComplete="new-password" />
      <button type="submit">Send</button>
    </form>
  );
}

const field = (name: string) => screen.getByLabelText(name);
const errorOf = (name: string) => {
  const id = field(name).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

beforeEach(() => act(() => i18n.changeLanguage('en')));
afterEach(async () => {
  jest.useRealTimers();
  await act(() => i18n.changeLanguage('bn'));
});

describe('useRulesForm (react-hook-form with the rules of spec section 5)', () => {
  it('shows an error once the field is left, then follows every change', async () => {
    render(<Form />);
    await userEvent.type(field('Username'), 'A');
    expect(errorOf('Username')).toBeUndefined();
    await userEvent.tab();
    expect(errorOf('Username')).toBe('Username format is incorrect');
    expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field('Username'));
    await userEvent.type(field('Username'), 'alice');
    expect(errorOf('Username')).toBeUndefined();
  });

  it('re-checks a filled confirm field when the password changes, and leaves an empty one alone', async () => {
    render(<Form />);
    await userEvent.type(field('Password'), 'secret1');
    expect(errorOf('Confirm')).toBeUndefined();
    await userEvent.type(field('Confirm'), 'secret1');
    await userEvent.type(field('Password'), 'x');
    expect(errorOf('Confirm')).toBe('Confirmation password not matched');
    await userEvent.type(field('Password'), '{Backspace}');
    expect(errorOf('Confirm')).toBeUndefined();
  });

  it('a submit checks every field, shows every error and focuses the first invalid one', async () => {
    const onValid = jest.fn();
    render(<Form onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(field('Username')).toHaveFocus();
    expect(errorOf('Username')).toBe('This field is required');
    expect(errorOf('Password')).toBe('This field is required');
  });

  it('applies rules that arrive after the first render', async () => {
    const onValid = jest.fn();
    const { rerender } = render(<Form ruleSet={{}} onValid={onValid} />);
    rerender(<Form ruleSet={rules} onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(errorOf('Username')).toBe('This field is required');
  });

  it('re-checks filled fields in the new language 200 ms after a language change', async () => {
    render(<Form />);
    await userEvent.type(field('Username'), 'A');
    await userEvent.tab();
    expect(errorOf('Username')).toBe('Username format is incorrect');
    jest.useFakeTimers();
    await act(() => i18n.changeLanguage('bn'));
    act(() => jest.advanceTimersByTime(LANGUAGE_REVALIDATE_DELAY_MS - 1));
    expect(errorOf('Username')).toBe('Username format is incorrect');
    await act(async () => jest.advanceTimersByTime(1));
    expect(errorOf('Username')).not.toBe('Username format is incorrect');
    expect(errorOf('Username')).toMatch(/\S/);
  });

  it('shows an error the platform reported for a field', async () => {
    render(<Form />);
    act(() => form.setError('username', { type: 'server', message: 'Taken' }));
    expect(errorOf('Username')).toBe('Taken');
  });
});
