import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { TextField } from './text-field.tsx';

function Field({ inputMode, error }: { inputMode?: 'numeric' | 'text'; error?: string }) {
  const form = useForm<Record<string, string>>({
    defaultValues: { code: '' },
    errors: error ? { code: { type: 'server', message: error } } : undefined,
  });
  return <TextField control={form.control} name="code" label="Code" hint="Six digits" inputMode={inputMode} />;
}

// Decision 025: a field of digits accepts both systems; a code is read, and shown, in Latin digits.
describe('TextField', () => {
  it('reads a code typed on a Bengali keyboard as the same Latin code', async () => {
    render(<Field inputMode="numeric" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '০১৭১২');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('01712');
  });

  it('leaves words as they are typed', async () => {
    render(<Field inputMode="text" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'রহিম ১');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('রহিম ১');
  });

  it('ties its problem, then its hint, to the input', () => {
    render(<Field error="Wrong code" />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAccessibleDescription('Wrong code Six digits');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
