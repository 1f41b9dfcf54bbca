import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { i18n } from '@wl/shared';
import { confirmPassword, remark } from './builtin-checks.ts';
import { LANGUAGE_REVALIDATE_DELAY_MS, useFormValidation, type UseFormValidationOptions } from './use-form-validation.ts';
import { validationMessage } from './validation-message.ts';
import type { RuleSet } from './validation-types.ts';

const rules: RuleSet = {
  username: { enabled: true, required: true, acceptedPattern: '^[a-z0-9]{4,16}$', patternId: 'username' },
  password: { enabled: true, required: true, acceptedPattern: '*', minLength: 6 },
  nickname: { enabled: true, required: false, acceptedPattern: '*' },
};
const checks = { confirmPassword: confirmPassword() };

const setup = (options: UseFormValidationOptions = { rules, checks }) => renderHook(() => useFormValidation(options));

afterEach(async () => {
  jest.useRealTimers();
  await i18n.changeLanguage('bn');
});

describe('useFormValidation', () => {
  it('shows an error only once the field is touched', () => {
    const { result } = setup();
    act(() => result.current.setValue('username', 'A'));
    expect(result.current.errors.username).toBeUndefined();
    expect(result.current.anyTouched).toBe(false);

    act(() => result.current.touch('username'));
    expect(result.current.errors.username).toEqual({ key: 'validation.pattern.username' });
    expect(result.current.anyTouched).toBe(true);

    act(() => result.current.setValue('username', 'alice'));
    expect(result.current.errors.username).toBeUndefined();
  });

  it('tells whether the whole form is valid, touched or not', () => {
    const { result } = setup();
    expect(result.current.isValid).toBe(false);
    act(() => {
      result.current.setValue('username', 'alice');
      result.current.setValue('password', 'secret1');
      result.current.setValue('confirmPassword', 'secret1');
    });
    expect(result.current.isValid).toBe(true);
    expect(result.current.errors).toEqual({});
  });

  it('re-checks a filled confirm field when the password changes', () => {
    const { result } = setup();
    act(() => {
      result.current.setValue('password', 'secret1');
      result.current.setValue('confirmPassword', 'secret1');
    });
    act(() => result.current.setValue('password', 'secret2'));
    expect(result.current.errors.confirmPassword).toEqual({ key: 'in_confirmation_correct' });
    act(() => result.current.setValue('password', 'secret1'));
    expect(result.current.errors.confirmPassword).toBeUndefined();
  });

  it('leaves an empty, untouched confirm field alone when the password changes', () => {
    const { result } = setup();
    act(() => result.current.setValue('password', 'secret1'));
    expect(result.current.errors.confirmPassword).toBeUndefined();
    expect(result.current.touched.confirmPassword).toBeUndefined();
  });

  it('validateAll shows every error in field order', () => {
    const { result } = setup();
    let errors = {};
    act(() => {
      errors = result.current.validateAll();
    });
    expect(Object.keys(errors)).toEqual(['username', 'password', 'confirmPassword']);
    expect(result.current.errors).toEqual(errors);
    expect(result.current.touched).toMatchObject({ username: true, password: true, nickname: true, confirmPassword: true });
  });

  it('shows and clears an error the server reported', () => {
    const { result } = setup({ rules: {}, checks: {} });
    act(() => result.current.setFieldError('affiliateCode', { key: 'invitation_code_error' }));
    expect(result.current.errors.affiliateCode).toEqual({ key: 'invitation_code_error' });
    act(() => result.current.setFieldError('affiliateCode', null));
    expect(result.current.errors.affiliateCode).toBeUndefined();
  });

  it('resets to the initial values', () => {
    const { result } = setup({ rules, initialValues: { username: 'remembered' } });
    act(() => {
      result.current.setValue('username', 'x');
      result.current.touch('username');
    });
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ username: 'remembered' });
    expect(result.current.anyTouched).toBe(false);
  });

  it('re-validates filled fields 200 ms after the language changes, once for a burst', async () => {
    jest.useFakeTimers();
    const { result } = setup({
      rules,
      checks: { remark: remark(), confirmPassword: confirmPassword() },
      initialValues: { username: 'A', remark: 'hello' },
    });
    expect(result.current.errors).toEqual({});

    await act(async () => {
      await i18n.changeLanguage('en');
    });
    act(() => jest.advanceTimersByTime(LANGUAGE_REVALIDATE_DELAY_MS - 1));
    await act(async () => {
      await i18n.changeLanguage('bn');
    });
    act(() => jest.advanceTimersByTime(LANGUAGE_REVALIDATE_DELAY_MS - 1));
    expect(result.current.errors).toEqual({});

    act(() => jest.advanceTimersByTime(1));
    // the filled fields only: the empty password and confirm fields stay quiet
    expect(result.current.errors).toEqual({ username: { key: 'validation.pattern.username' } });
    expect(result.current.touched).toEqual({ username: true, remark: true });
  });

  it('stops listening to language changes after unmount', async () => {
    jest.useFakeTimers();
    const { result, unmount } = setup({ rules, initialValues: { username: 'A' } });
    const before = result.current;
    unmount();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    act(() => jest.advanceTimersByTime(LANGUAGE_REVALIDATE_DELAY_MS));
    expect(result.current).toBe(before);
    expect(jest.getTimerCount()).toBe(0);
  });
});

// Inputs get ids that differ from the field names, so focusing relies on register().
function RegisterForm({ useRefs = true }: { useRefs?: boolean }) {
  const { t } = useTranslation();
  const form = useFormValidation({ rules, checks, order: ['username', 'password', 'confirmPassword'] });
  const field = (name: string, label: string) => {
    const error = form.errors[name];
    return (
      <div>
        <label htmlFor={useRefs ? `input-${name}` : name}>{label}</label>
        <input
          id={useRefs ? `input-${name}` : name}
          ref={useRefs ? form.register(name) : undefined}
          value={form.values[name] ?? ''}
          onChange={(e) => form.setValue(name, e.target.value)}
          onBlur={() => form.touch(name)}
        />
        {error && <span role="alert">{validationMessage(t, error)}</span>}
      </div>
    );
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        form.validateAll();
      }}
    >
      {field('username', 'Username')}
      {field('password', 'Password')}
      {field('confirmPassword', 'Confirm')}
      <button type="submit">Register</button>
    </form>
  );
}

describe('useFormValidation in a form', () => {
  it('focuses the first invalid field on submit and shows translated texts', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    render(<RegisterForm />);
    await user.type(screen.getByLabelText('Username'), 'alice');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual(['This field is required', 'Enter password']);
  });

  it('finds the field by its id when no ref is registered', async () => {
    const user = userEvent.setup();
    render(<RegisterForm useRefs={false} />);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('re-renders messages in the new language', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    render(<RegisterForm />);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm'), 'secret2');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Confirmation password not matched');
    await act(async () => {
      await i18n.changeLanguage('bn');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('নিশ্চিতকরণ পাসওয়ার্ড মেলেনি');
  });
});
