import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryCache } from '../../data/query-cache.ts';
import { events } from '../../events/event-bus.ts';
import { i18n } from '../../i18n/i18n.ts';
import { openingRecords } from './opening-records.ts';
import { RecordFields } from './record-fields.tsx';
import { RecordsList, type RecordsPage, type RecordsQuery } from './records-list.tsx';

interface Deposit {
  id: number;
  amount: string;
}
type DepositPage = RecordsPage<Deposit> & { total: string };

const now = () => new Date(2026, 10, 23, 12);

function page(query: RecordsQuery, totalPages = 3): DepositPage {
  return {
    items: [{ id: query.page * 100, amount: `${query.page}00.00` }],
    currentPage: query.page,
    totalPages,
    showPageSize: query.pageSize,
    total: '600.00',
  };
}

function renderList(fetchPage: jest.Mock) {
  return render(
    <RecordsList<Deposit, DepositPage>
      queryKey="test.deposits"
      label="Deposits"
      fetchPage={fetchPage}
      rowKey={(d) => d.id}
      renderRow={(d) => <RecordFields title={`#${d.id}`} fields={[{ label: 'Amount', value: d.amount, amount: true }]} />}
      statusOptions={[
        { value: 'PENDING', label: 'Pending' },
        { value: 'APPROVED', label: 'Approved' },
      ]}
      renderTotals={(p) => <span>Total {p.total}</span>}
      now={now}
    />,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => queryCache.clear());

const lastQuery = (fetchPage: jest.Mock): RecordsQuery => fetchPage.mock.calls.at(-1)[0];

describe('RecordsList', () => {
  it("shows the opening page a preload fetched under openingRecords' key at once, without asking again (decision 072)", async () => {
    const fetchPage = jest.fn(async (q: RecordsQuery) => page(q));
    const opening = openingRecords('test.deposits', { now });
    expect(opening.query).toEqual({ from: '2026-11-17', to: '2026-11-23', status: '', type: '', page: 1, pageSize: 10 });
    await queryCache.fetch(opening.key, () => fetchPage(opening.query));
    renderList(fetchPage);
    const list = await screen.findByRole('list', { name: 'Deposits' });
    expect(within(list).getByText('100.00')).toBeInTheDocument();
    // a first screen keeps a row by its name, and a field by its part (decision 072)
    expect(within(list).getByRole('listitem')).toHaveAttribute('data-frame-part', 'row-0');
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('asks for the last 7 days, page 1, and shows rows, totals and the server paging', async () => {
    const fetchPage = jest.fn(async (q: RecordsQuery) => page(q));
    renderList(fetchPage);
    const list = await screen.findByRole('list', { name: 'Deposits' });
    expect(within(list).getByText('100.00')).toBeInTheDocument();
    expect(screen.getByText('Total 600.00')).toBeInTheDocument();
    expect(lastQuery(fetchPage)).toEqual({ from: '2026-11-17', to: '2026-11-23', status: '', type: '', page: 1, pageSize: 10 });
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await within(list).findByText('300.00')).toBeInTheDocument();
    expect(lastQuery(fetchPage).page).toBe(3);
  });

  it('goes back to page 1 when a filter changes', async () => {
    const fetchPage = jest.fn(async (q: RecordsQuery) => page(q));
    renderList(fetchPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await screen.findByText('200.00');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'APPROVED');
    await screen.findByText('100.00');
    expect(lastQuery(fetchPage)).toMatchObject({ status: 'APPROVED', page: 1 });
    await userEvent.click(screen.getByRole('radio', { name: 'Yesterday' }));
    await screen.findByText('100.00');
    expect(lastQuery(fetchPage)).toMatchObject({ from: '2026-11-22', to: '2026-11-22', page: 1 });
  });

  it('asks for a custom range only once it is valid, and says what is wrong with it', async () => {
    const fetchPage = jest.fn(async (q: RecordsQuery) => page(q));
    renderList(fetchPage);
    await screen.findByText('100.00');
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-01-01');
    expect(screen.getByRole('alert')).toHaveTextContent('Records go back 90 days at most.');
    const calls = fetchPage.mock.calls.length;
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    await screen.findByText('100.00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchPage.mock.calls.length).toBeGreaterThan(calls);
    expect(lastQuery(fetchPage)).toMatchObject({ from: '2026-11-01', to: '2026-11-23' });
  });

  it('shows the empty state, and an error with a retry', async () => {
    const fetchPage = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockImplementation(async (q: RecordsQuery) => ({ ...page(q, 0), items: [] }));
    renderList(fetchPage);
    await userEvent.click(await screen.findByRole('button', { name: /Retry$/ }));
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('refreshes on the refresh control and when the wallet changes', async () => {
    const fetchPage = jest.fn(async (q: RecordsQuery) => page(q));
    renderList(fetchPage);
    await screen.findByText('100.00');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    await act(async () => events.emit('wallet:refresh'));
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });
});
