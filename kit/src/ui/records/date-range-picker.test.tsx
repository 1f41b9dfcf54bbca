import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../i18n/i18n.ts';
import { presetRange } from './date-range.ts';
import { DateRangePicker } from './date-range-picker.tsx';

// Wednesday 2026-11-25
const now = () => new Date(2026, 10, 25, 9);

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('DateRangePicker', () => {
  it("offers the records kit's presets in its own words by default", () => {
    render(<DateRangePicker preset="last7" range={presetRange('last7', now())} onChange={jest.fn()} now={now} />);
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Today',
      'Yesterday',
      'Last 7 days',
      'Last 30 days',
      'Custom',
    ]);
    expect(screen.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
  });

  it("offers a screen's own presets, named by the screen, and reports the week and month so far", async () => {
    const onChange = jest.fn();
    const presets = ['today', 'this_week', 'this_month', 'custom'] as const;
    render(
      <DateRangePicker<(typeof presets)[number]>
        presets={presets}
        presetLabel={(p) => `period ${p}`}
        preset="today"
        range={presetRange('today', now())}
        onChange={onChange}
        now={now}
      />,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(screen.getByRole('radio', { name: 'period this_week' }));
    expect(onChange).toHaveBeenLastCalledWith('this_week', { from: '2026-11-23', to: '2026-11-25' });
    await userEvent.click(screen.getByRole('radio', { name: 'period this_month' }));
    expect(onChange).toHaveBeenLastCalledWith('this_month', { from: '2026-11-01', to: '2026-11-25' });
  });
});
