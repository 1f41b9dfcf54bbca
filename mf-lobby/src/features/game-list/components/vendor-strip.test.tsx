import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../test/render.tsx';
import { VendorStrip } from './vendor-strip.tsx';

const made: { el: HTMLElement; options: Record<string, unknown>; slideNext: jest.Mock; slidePrev: jest.Mock; slideTo: jest.Mock }[] = [];
jest.mock('swiper', () => ({
  Swiper: jest.fn().mockImplementation((el: HTMLElement, options: Record<string, unknown>) => {
    const instance = {
      el,
      options,
      slideNext: jest.fn(),
      slidePrev: jest.fn(),
      slideTo: jest.fn(),
      slides: [],
      destroy: jest.fn(),
      destroyed: false,
    };
    made.push(instance);
    return instance;
  }),
}));
beforeEach(() => {
  made.length = 0;
});

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

  it("draws the strip without swiper's code, which comes when an arrow is first pressed and moves the strip four on", async () => {
    renderScreen(<VendorStrip vendors={vendors(8)} selected={null} onSelect={() => undefined} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    await new Promise((r) => setTimeout(r, 50));
    expect(made).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'আরও প্রোভাইডার' }));
    await waitFor(() => expect(made[0]?.slideNext).toHaveBeenCalledTimes(1));
    // swiper takes over the strip's own box (nothing is replaced), with the spec's options
    expect(made[0]!.el).toBe(screen.getByRole('list').parentElement);
    expect(made[0]!.options).toMatchObject({ slidesPerView: 4, slidesPerGroup: 4, spaceBetween: 20, speed: 2000 });
    await userEvent.click(screen.getByRole('button', { name: 'আরও প্রোভাইডার' }));
    await waitFor(() => expect(made[0]!.slideNext).toHaveBeenCalledTimes(2));
    expect(made).toHaveLength(1);
  });

  it('a focused vendor keeps its focus as swiper takes over', async () => {
    renderScreen(<VendorStrip vendors={vendors(8)} selected={null} onSelect={() => undefined} />);
    // the previous arrow is disabled at the start: the first Tab lands on the first vendor
    await userEvent.tab();
    const focused = screen.getByRole('button', { name: 'Vendor 1' });
    expect(focused).toHaveFocus();
    await waitFor(() => expect(made).toHaveLength(1));
    expect(focused).toHaveFocus();
    expect(made[0]!.el).toContainElement(focused);
  });
});
