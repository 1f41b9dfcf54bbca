import { renderAt } from '@wl/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RecordsKitDemo from './records-kit-demo.tsx';

describe('records-kit demo page', () => {
  it('shows every state of the records list from memory: pages, empty, error with a retry', async () => {
    renderAt(<RecordsKitDemo />, { route: '/dev/records-kit' });
    const list = await screen.findByRole('list', { name: 'Demo records' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Empty' }));
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Error' }));
    expect(await screen.findByRole('button', { name: /Retry$/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Fails, then works on retry' }));
    await userEvent.click(await screen.findByRole('button', { name: /Retry$/ }));
    expect(await screen.findByRole('list', { name: 'Demo records' })).toBeInTheDocument();
  });
});
