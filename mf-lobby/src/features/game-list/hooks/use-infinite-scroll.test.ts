import { nearBottom } from './use-infinite-scroll.ts';

describe('nearBottom', () => {
  it('is true within 500 px of the bottom', () => {
    expect(nearBottom({ scrollY: 0, viewportHeight: 800, documentHeight: 2000 })).toBe(false);
    expect(nearBottom({ scrollY: 699, viewportHeight: 800, documentHeight: 2000 })).toBe(false);
    expect(nearBottom({ scrollY: 700, viewportHeight: 800, documentHeight: 2000 })).toBe(true);
    expect(nearBottom({ scrollY: 0, viewportHeight: 800, documentHeight: 900 })).toBe(true);
  });
});
