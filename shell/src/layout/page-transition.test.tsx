import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from '@wl/kit';
import { PageTransition } from './page-transition.tsx';

let go: (to: string) => void = () => undefined;
function Page() {
  go = useNavigate();
  return <p>page</p>;
}

const transition = () => screen.getByText('page').parentElement!.getAttribute('data-transition');

describe('page transition', () => {
  it('shows the page the site opens on at once, and fades in every page the player moves to', () => {
    render(
      <MemoryRouter initialEntries={['/m/gameList']}>
        <PageTransition>
          <Page />
        </PageTransition>
      </MemoryRouter>,
    );
    expect(transition()).toBe('none');
    act(() => go('/m/login'));
    expect(transition()).toBe('fade');
    // back on the first page: that is a move between pages too
    act(() => go('/m/gameList'));
    expect(transition()).toBe('fade');
  });
});
