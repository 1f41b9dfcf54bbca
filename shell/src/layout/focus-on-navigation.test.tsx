import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { MemoryRouter, Outlet, Route, Routes, useNavigate } from '@wl/kit';
import { useFocusOnNavigation } from './focus-on-navigation.ts';

let go: (to: string) => void = () => undefined;

function Layout() {
  go = useNavigate();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  return (
    <>
      <nav>
        <button type="button">menu item</button>
      </nav>
      <main ref={main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function FocusesItsField() {
  return <input aria-label="amount" ref={(input) => input?.focus()} />;
}

// as the dialog host draws one: outside the page area
function OpensADialog() {
  return createPortal(
    <div role="dialog" aria-label="notice">
      <button type="button" ref={(button) => button?.focus()}>
        close
      </button>
    </div>,
    document.body,
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/m/home" element={<p>home</p>} />
          <Route path="/m/help" element={<p>help</p>} />
          <Route path="/m/voucherCenter" element={<FocusesItsField />} />
          <Route path="/m/notice" element={<OpensADialog />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('focus after a move between pages', () => {
  it('leaves the focus alone on the page the site opens on', () => {
    renderAt('/m/home');
    expect(document.activeElement).toBe(document.body);
  });

  it("takes the focus from the tapped menu item to the new page's area", () => {
    renderAt('/m/home');
    screen.getByRole('button', { name: 'menu item' }).focus();
    act(() => go('/m/help'));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveTextContent('help');
  });

  it('leaves a focus the new page placed itself, in its area or in a dialog', () => {
    renderAt('/m/home');
    act(() => go('/m/voucherCenter'));
    expect(screen.getByRole('textbox', { name: 'amount' })).toHaveFocus();
    act(() => go('/m/notice'));
    expect(screen.getByRole('button', { name: 'close' })).toHaveFocus();
  });
});
