import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { i18n, type SmsSender } from '@wl/kit';
import { AmountField } from './amount-field.tsx';
import { OneTimeCodeField } from './code-fields.tsx';
import { MobileField, normalizeMobile } from './mobile-field.tsx';
import { PasswordField, PinField } from './password-field.tsx';
import { SubmitButton } from './submit-button.tsx';

const CODES = [
  { code: '880', country: 'Bangladesh', iso: 'BD' },
  { code: '91', country: 'India', iso: 'IN' },
];
const idle: SmsSender = { remaining: 0, sending: false, sent: false, request: async () => undefined } as unknown as SmsSender;

function Kit({ sms = idle }: { sms?: SmsSender }) {
  const form = useForm<Record<string, string>>({
    defaultValues: { password: '', pin: '', mobile: '', code: '', dial: '', amount: '', otp: '' },
  });
  const { control } = form;
  return (
    <form>
      <PasswordField control={control} name="password" label="Password" autoComplete="current-password" />
      <PinField control={control} name="pin" label="PIN" autoComplete="current-password" />
      <MobileField control={control} name="mobile" codeName="dial" codes={CODES} defaultCode="880" label="Mobile" />
      <OneTimeCodeField control={control} name="otp" label="Code" sms={sms} canSend />
      <AmountField
        control={control}
        name="amount"
        label="Amount"
        symbol="৳"
        quick={[{ value: '500', label: '৳500.00' }]}
        quickLabel="Quick"
      />
    </form>
  );
}

beforeEach(() => act(() => i18n.changeLanguage('en')));
afterAll(() => act(() => i18n.changeLanguage('bn')));

describe('the field kit', () => {
  it('shows and hides a password with a pressed button of a fixed name', async () => {
    render(<Kit />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    const [toggle] = screen.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(toggle!);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps a PIN to six digits, Bengali digits read as Latin ones, on a number pad', async () => {
    render(<Kit />);
    const pin = screen.getByLabelText('PIN');
    await userEvent.type(pin, '১২a3456789');
    expect(pin).toHaveValue('123456');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
  });

  it('reads a pasted international number as the national digits, with the dialling code beside it', async () => {
    render(<Kit />);
    expect(normalizeMobile('00880 1712-345678', '880')).toBe('1712345678');
    await userEvent.click(screen.getByLabelText('Mobile'));
    await userEvent.paste('+880 1712-345678');
    expect(screen.getByLabelText('Mobile')).toHaveValue('1712345678');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), '+91 India');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('91');
  });

  it('opens the SMS code once a code was sent, with its send button in the field', () => {
    const { rerender } = render(<Kit />);
    expect(screen.getByLabelText('Code')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    rerender(<Kit sms={{ ...idle, sent: true, remaining: 30 } as SmsSender} />);
    expect(screen.getByLabelText('Code')).toBeEnabled();
    expect(screen.getByLabelText('Code')).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('fills the amount from a quick amount, which then shows pressed', async () => {
    render(<Kit />);
    await userEvent.click(screen.getByRole('button', { name: '৳500.00' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('500');
    expect(screen.getByRole('button', { name: '৳500.00' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a pending submit button is busy and shut, and says so', () => {
    render(
      <SubmitButton pending pendingText="Sending…">
        Send
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
