import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@wl/kit';
import { signIn } from '../../test/agent-api.ts';
import { AgentLink } from './agent-link.tsx';

const renderLink = () =>
  render(
    <MemoryRouter initialEntries={['/m/agent']}>
      <Routes>
        <Route path="/m/agent" element={<AgentLink to="/m/member/team">downline</AgentLink>} />
        <Route path="/m/member/team" element={<p>team page</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('AgentLink', () => {
  it('navigates while a session is stored', async () => {
    signIn(1);
    renderLink();
    await userEvent.click(screen.getByRole('link', { name: 'downline' }));
    expect(screen.getByText('team page')).toBeInTheDocument();
  });

  it('does nothing once the session is gone (signed out in another tab)', async () => {
    renderLink();
    await userEvent.click(screen.getByRole('link', { name: 'downline' }));
    expect(screen.getByRole('link', { name: 'downline' })).toBeInTheDocument();
    expect(screen.queryByText('team page')).toBeNull();
  });
});
