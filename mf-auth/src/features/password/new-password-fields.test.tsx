import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@wl/kit';
import { useRulesForm } from '@wl/validation';
import { REGISTER_SETTINGS } from '../../test/fixtures.ts';
import { newPasswordChecks } from './new-password-checks.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

const pw = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const saved = jest.fn();

function PasswordForm() {
  const form = useRulesForm({
    checks: newPasswordChecks(REGISTER_SETTINGS.password),
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => saved(values))}>
      <NewPasswordFields control={form.control} />
      <button type="submit">Save</button>
    </form>
  );
}

async function setup() {
  await act(() => i18n.changeLanguage('en'));
  render(<PasswordForm />);
  return userEvent.setup({ delay: null });
}

beforeEach(() => saved.mockReset());
afterAll(() => act(() => i18n.changeLanguage('bn')));

describe('the new password pair', () => {
  it('asks for both, each a new password the browser may generate and save', async () => {
    const user = await setup();
    expect(pw(/^New password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(pw(/^Confirm new password/)).toHaveAttribute('autocomplete', 'new-password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Enter password')).toHaveLength(2);
    expect(saved).not.toHaveBeenCalled();
  });

  it("says the server's password rule in words", async () => {
    const user = await setup();
    await user.type(pw(/^New password/), 'abcdefg');
    await user.tab();
    expect(await screen.findByText('Use 6-20 characters with at least one letter and one digit')).toBeInTheDocument();
    await user.clear(pw(/^New password/));
    await user.type(pw(/^New password/), 'abc1234');
    expect(screen.queryByText('Use 6-20 characters with at least one letter and one digit')).toBeNull();
  });

  it('the confirmation must match, and is checked again when the new password changes', async () => {
    const user = await setup();
    await user.type(pw(/^New password/), 'New@1234');
    await user.type(pw(/^Confirm new password/), 'New@12345');
    await user.tab();
    expect(await screen.findByText('Confirmation password not matched')).toBeInTheDocument();
    await user.type(pw(/^New password/), '5');
    expect(screen.queryByText('Confirmation password not matched')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toHaveBeenCalledWith({ newPassword: 'New@12345', confirmNewPassword: 'New@12345' });
  });

  it('each password can be shown and hidden', async () => {
    const user = await setup();
    const [first, second] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(second!);
    expect(pw(/^Confirm new password/)).toHaveAttribute('type', 'text');
    expect(pw(/^New password/)).toHaveAttribute('type', 'password');
    await user.click(first!);
    expect(pw(/^New password/)).toHaveAttribute('type', 'text');
  });
});
