import { render, screen } from '@testing-library/react';
import { REWARD_STATUS_WORDS } from '@wl/platform-contract';
import { StatusLabel } from './status-label.tsx';

describe('StatusLabel', () => {
  it('words a status the contract knows, and shows one it does not as the platform sends it', () => {
    render(
      <>
        <StatusLabel status="JOIN" />
        <StatusLabel status="PAUSED" />
        <StatusLabel status="toString" />
      </>,
    );
    expect(screen.getByText(REWARD_STATUS_WORDS.bn.JOIN)).toHaveAttribute('data-status', 'JOIN');
    expect(screen.getByText('PAUSED')).toHaveAttribute('data-status', 'PAUSED');
    expect(screen.getByText('toString')).toHaveAttribute('data-status', 'toString');
  });
});
