import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ApiError } from '../http/api-error.ts';
import { i18n } from '../i18n/i18n.ts';
import { queryCache } from './query-cache.ts';
import { QueryView } from './query-view.tsx';
import { useMutation } from './use-mutation.ts';
import { useQuery } from './use-query.ts';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => queryCache.clear());

function Notices({ load }: { load: (page: number) => Promise<string[]> }) {
  const [page, setPage] = useState(1);
  const query = useQuery(['notices', page], () => load(page));
  return (
    <>
      <button type="button" onClick={() => setPage((p) => p + 1)}>
        next
      </button>
      <QueryView query={query} emptyText="nothing here">
        {(items) => (
          <ul aria-busy={query.isFetching}>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}

describe('useQuery with QueryView', () => {
  it('shows the data, and keeps the previous page on screen while the next loads', async () => {
    let release!: () => void;
    const load = jest.fn(async (page: number) => {
      if (page === 2) await new Promise<void>((r) => (release = r));
      return [`item ${page}`];
    });
    render(<Notices load={load} />);
    expect(await screen.findByText('item 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByText('item 1')).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await act(async () => release());
    expect(await screen.findByText('item 2')).toBeInTheDocument();
  });

  it('shows the empty state for an empty list', async () => {
    render(<Notices load={async () => []} />);
    expect(await screen.findByText('nothing here')).toBeInTheDocument();
  });

  it('shows the platform message with a retry that fetches again', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('function.not.available', 'Feature unavailable'))
      .mockResolvedValueOnce(['back']);
    render(<Notices load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Feature unavailable');
    await userEvent.click(screen.getByRole('button', { name: /Retry$/ }));
    expect(await screen.findByText('back')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves two components asking for the same key with one request', async () => {
    const load = jest.fn(async () => ['shared']);
    render(
      <>
        <Notices load={load} />
        <Notices load={load} />
      </>,
    );
    expect(await screen.findAllByText('shared')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

function Claim({ action }: { action: (v: number, ctx: { idempotencyKey: string }) => Promise<string> }) {
  const claim = useMutation(action);
  return (
    <>
      <button type="button" disabled={claim.isPending} onClick={() => claim.mutate(5).catch(() => undefined)}>
        claim
      </button>
      {claim.data ? <p>{claim.data}</p> : null}
    </>
  );
}

describe('useMutation', () => {
  it('sends one request for a double tap', async () => {
    let release!: (value: string) => void;
    const action = jest.fn(() => new Promise<string>((r) => (release = r)));
    render(<Claim action={action} />);
    const button = screen.getByRole('button', { name: 'claim' });
    await act(async () => {
      button.click();
      button.click();
    });
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => release('done'));
    expect(await screen.findByText('done')).toBeInTheDocument();
  });

  it('keeps the idempotency key for a retry after a network failure, and takes a new one after an answer', async () => {
    const keys: string[] = [];
    const action = jest.fn(async (_v: number, { idempotencyKey }: { idempotencyKey: string }) => {
      keys.push(idempotencyKey);
      if (keys.length === 1) throw new ApiError('network', 'offline');
      if (keys.length === 2) throw new ApiError('INSUFFICIENT_BALANCE', 'not enough');
      return 'ok';
    });
    render(<Claim action={action} />);
    const button = screen.getByRole('button', { name: 'claim' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    expect(await screen.findByText('ok')).toBeInTheDocument();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});

describe('a money mutation', () => {
  it('is never repeated by the library after a network failure: only the user retries', async () => {
    const action = jest.fn(async () => Promise.reject(new ApiError('network', 'offline')));
    render(<Claim action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'claim' }));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(action).toHaveBeenCalledTimes(1);
  });
});
