import { renderHook } from '@testing-library/react';
import { useCategoryName } from './category-text.ts';
import bn from './games.bn.ts';

describe('useCategoryName', () => {
  it('names a category the lobby knows, and shows one it does not as the page has it', () => {
    const name = renderHook(() => useCategoryName()).result.current;
    expect(name('RNG')).toBe(bn.games.categories.RNG);
    expect(name('BINGO')).toBe('BINGO');
    expect(name('BINGO', 'bingo')).toBe('bingo');
    expect(name('toString')).toBe('toString');
  });
});
