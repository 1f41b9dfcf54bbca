import { act, render, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n.ts';
import { EmptyState } from './empty-state.tsx';

afterEach(async () => {
  await act(() => i18n.changeLanguage('bn'));
});

describe('EmptyState', () => {
  it('says there is no data, in Bengali by default and English on request', async () => {
    const { rerender } = render(<EmptyState />);
    expect(screen.getByText('কোনো তথ্য নেই')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    rerender(<EmptyState />);
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('shows its own text and hides the illustration from screen readers', () => {
    const { container } = render(<EmptyState text="No promotions yet" />);
    expect(screen.getByText('No promotions yet')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
