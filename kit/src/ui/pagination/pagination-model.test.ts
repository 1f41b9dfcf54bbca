import { paginationModel, type PaginationItem } from './pagination-model.ts';

/** The model as a line: page numbers, '…' for an ellipsis, the current page in brackets. */
const line = (items: PaginationItem[] | null) =>
  items?.map((item) => (item.type === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page))).join(' ') ?? null;

const model = (currentPage: number, totalPages: number, window?: number) => line(paginationModel({ currentPage, totalPages, window }));

describe('paginationModel', () => {
  it.each([0, 1, -3, Number.NaN])('shows nothing for %p pages', (total) => {
    expect(paginationModel({ currentPage: 1, totalPages: total })).toBeNull();
  });

  it('shows every page up to the window of 10', () => {
    expect(model(1, 2)).toBe('[1] 2');
    expect(model(4, 10)).toBe('1 2 3 [4] 5 6 7 8 9 10');
    expect(model(10, 10)).toBe('1 2 3 4 5 6 7 8 9 [10]');
  });

  it('folds 30 pages around the first page', () => {
    expect(model(1, 30)).toBe('[1] 2 3 4 5 6 7 8 9 … 30');
  });

  it('folds 30 pages around a middle page', () => {
    expect(model(15, 30)).toBe('1 … 12 13 14 [15] 16 17 18 19 … 30');
  });

  it('folds 30 pages around the last page', () => {
    expect(model(30, 30)).toBe('1 … 22 23 24 25 26 27 28 29 [30]');
  });

  it('slides the window one page at a time', () => {
    expect(model(5, 30)).toBe('1 2 3 4 [5] 6 7 8 9 … 30');
    expect(model(6, 30)).toBe('1 2 3 4 5 [6] 7 8 9 … 30');
    expect(model(7, 30)).toBe('1 … 4 5 6 [7] 8 9 10 11 … 30');
    expect(model(25, 30)).toBe('1 … 22 23 24 [25] 26 27 28 29 30');
    expect(model(26, 30)).toBe('1 … 22 23 24 25 [26] 27 28 29 30');
  });

  it('folds 11 pages: one more than the window never shows 11 buttons', () => {
    expect(model(1, 11)).toBe('[1] 2 3 4 5 6 7 8 9 … 11');
    expect(model(6, 11)).toBe('1 … 3 4 5 [6] 7 8 9 10 11');
    expect(model(11, 11)).toBe('1 … 3 4 5 6 7 8 9 10 [11]');
  });

  it('never shows more page buttons than the window', () => {
    for (let total = 11; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const pages = (paginationModel({ currentPage: current, totalPages: total }) ?? []).filter((item) => item.type === 'page');
        expect(pages).toHaveLength(10);
      }
    }
  });

  it('marks exactly one current page and never repeats a page', () => {
    for (let total = 2; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const items = paginationModel({ currentPage: current, totalPages: total }) ?? [];
        const pages = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
        expect(items.filter((item) => item.type === 'page' && item.current)).toEqual([{ type: 'page', page: current, current: true }]);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
      }
    }
  });

  it('keeps the current page in range', () => {
    expect(model(0, 3)).toBe('[1] 2 3');
    expect(model(99, 3)).toBe('1 2 [3]');
    expect(model(2.7, 3)).toBe('1 [2] 3');
  });

  it('takes another window size', () => {
    expect(model(10, 20, 7)).toBe('1 … 8 9 [10] 11 12 … 20');
    expect(model(3, 6, 7)).toBe('1 2 [3] 4 5 6');
  });
});
