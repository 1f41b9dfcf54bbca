import { act, render, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n.ts';
import { NotBuilt } from './not-built.tsx';

afterEach(async () => {
  await act(() => i18n.changeLanguage('bn'));
});

describe('NotBuilt', () => {
  it('names the page and its owner and links home', async () => {
    await act(() => i18n.changeLanguage('en'));
    render(<NotBuilt title="Withdraw" owner="mf-cashier" />);
    expect(screen.getByRole('region', { name: 'Withdraw' })).toHaveTextContent('This page is not built yet');
    expect(screen.getByText('It belongs to mf-cashier and arrives in a later release.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/m/home');
  });

  it('speaks Bengali by default', () => {
    render(<NotBuilt title="উত্তোলন" owner="mf-cashier" />);
    expect(screen.getByText('এই পাতাটি এখনো তৈরি হয়নি')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোমে ফিরে যান' })).toBeInTheDocument();
  });
});
