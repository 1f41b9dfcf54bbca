import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from './text-field.tsx';

function Field({ inputMode }: { inputMode?: 'numeric' | 'text' }) {
  const [value, setValue] = useState('');
  return <TextField name="code" label="Code" value={value} onValueChange={setValue} inputMode={inputMode} />;
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
});
