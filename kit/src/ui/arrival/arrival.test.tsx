import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from '../../router/index.ts';
import { resetArrivals, useArrivalTurn } from './arrival.ts';

// Decision 028: at most one pop-up on arrival, the best-ranked source that wants it.
function Source({ name, rank, wants }: { name: string; rank: number; wants: boolean | undefined }) {
  const turn = useArrivalTurn(name, rank, wants);
  return turn ? <p role="dialog">{name}</p> : null;
}

/** Sources whose answers come in when a test says so. */
let answer: Record<string, (wants: boolean) => void> = {};
function Late({ name, rank }: { name: string; rank: number }) {
  const [wants, setWants] = useState<boolean | undefined>(undefined);
  answer[name] = (w) => act(() => setWants(w));
  return <Source name={name} rank={rank} wants={wants} />;
}

function Home() {
  return (
    <>
      <Late name="notice" rank={3} />
      <Late name="contract" rank={1} />
      <Late name="login-popup" rank={2} />
      <Link to="/m/other">away</Link>
    </>
  );
}

const renderHome = () =>
  render(
    <MemoryRouter initialEntries={['/m/home']}>
      <Routes>
        <Route path="/m/home" element={<Home />} />
        <Route path="/m/other" element={<Link to="/m/home">home</Link>} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  resetArrivals();
  answer = {};
});

describe('one pop-up on arrival', () => {
  it('waits for every source, then gives the one turn to the best-ranked that wants it', () => {
    renderHome();
    answer.notice!(true);
    answer['login-popup']!(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    answer.contract!(true);
    expect(screen.getAllByRole('dialog').map((d) => d.textContent)).toEqual(['contract']);
  });

  it('gives it to the next source when the better one has nothing, and to none when nobody wants it', () => {
    renderHome();
    answer.contract!(false);
    answer.notice!(true);
    answer['login-popup']!(false);
    expect(screen.getAllByRole('dialog').map((d) => d.textContent)).toEqual(['notice']);
  });

  it('gives a new turn on the next arrival, to what still wants it', async () => {
    renderHome();
    answer.contract!(true);
    answer.notice!(true);
    answer['login-popup']!(true);
    expect(screen.getAllByRole('dialog').map((d) => d.textContent)).toEqual(['contract']);
    // the contract was answered: its source no longer wants a turn
    await userEvent.click(screen.getByRole('link', { name: 'away' }));
    await userEvent.click(screen.getByRole('link', { name: 'home' }));
    answer.contract!(false);
    answer.notice!(true);
    answer['login-popup']!(true);
    expect(screen.getAllByRole('dialog').map((d) => d.textContent)).toEqual(['login-popup']);
  });

  it('never gives a second turn on one arrival, even after the first pop-up is gone', () => {
    renderHome();
    answer.contract!(true);
    answer.notice!(true);
    answer['login-popup']!(false);
    // the contract's question is answered: the turn stays spent, the notice waits for the next arrival
    answer.contract!(false);
    expect(screen.queryByText('notice')).toBeNull();
  });
});
