import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../test/render.tsx';
import { VendorStrip } from './vendor-strip.tsx';

const vendors = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    vendor: `V${i + 1}`,
    vendorName: `Vendor ${i + 1}`,
    iconUrl: `/v${i + 1}.svg`,
    inHouse: false,
    lobby: false,
    gameCount: 3,
  }));

describe('VendorStrip', () => {
  it('has arrows only above 5 vendors', () => {
    const { unmount } = renderScreen(<VendorStrip vendors={vendors(5)} selected={null} onSelect={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'আরও প্রোভাইডার' })).not.toBeInTheDocument();
    unmount();
    renderScreen(<VendorStrip vendors={vendors(6)} selected={null} onSelect={() => undefined} />);
    expect(screen.getByRole('button', { name: 'আরও প্রোভাইডার' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আগের প্রোভাইডার' })).toBeDisabled();
  });

  it('selects a vendor, and a second tap on it clears the choice', async () => {
    const onSelect = jest.fn();
    const { rerender } = renderScreen(<VendorStrip vendors={vendors(3)} selected={null} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Vendor 2' }));
    expect(onSelect).toHaveBeenLastCalledWith('V2');
    rerender(<VendorStrip vendors={vendors(3)} selected="V2" onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Vendor 2', pressed: true }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });
});
