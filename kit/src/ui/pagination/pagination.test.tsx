import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18n } from '../../i18n/i18n.ts';
import { Pagination } from './pagination.tsx';

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});
afterAll(async () => {
  await act(() => i18n.changeLanguage('bn'));
});

function Paged({ total, start = 1, onChange }: { total: number; start?: number; onChange?: (page: number) => void }) {
  const [page, setPage] = useState(start);
  return (
    <Pagination
      currentPage={page}
      totalPages={total}
      onChange={(next) => {
        onChange?.(next);
        setPage(next);
      }}
    />
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Pages' });
const currentPage = () =>
  within(nav())
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-current') === 'page');

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    render(<Pagination currentPage={1} totalPages={1} onChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('disables previous on the first page and next on the last', async () => {
    const user = userEvent.setup();
    render(<Paged total={3} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('marks the current page and moves with previous and next', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Paged total={30} start={15} onChange={onChange} />);
    expect(currentPage()).toHaveAccessibleName('Page 15');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(currentPage()).toHaveAccessibleName('Page 16');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange.mock.calls).toEqual([[16], [15], [14]]);
  });

  it('jumps to the first and last pages of a long list', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Paged total={30} start={15} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 30' }));
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange.mock.calls).toEqual([[30], [1]]);
    expect(screen.queryByRole('button', { name: 'Page 15' })).not.toBeInTheDocument();
  });

  it('does not report a tap on the current page', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Paged total={5} start={2} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names its controls in Bengali', async () => {
    await act(() => i18n.changeLanguage('bn'));
    render(<Paged total={4} />);
    expect(screen.getByRole('navigation', { name: 'পাতাসমূহ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আগের পাতা' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'পরের পাতা' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'পাতা ১' })).toHaveAttribute('aria-current', 'page');
    // the visible number is in the label, in the same digits
    expect(screen.getByRole('button', { name: 'পাতা ১' })).toHaveTextContent(/^১$/);
  });
});
