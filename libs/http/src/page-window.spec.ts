import { DEEPEST_PAGE, pageWindow } from './page-window';

describe('pageWindow', () => {
  const sizes = { usual: 20, most: 100 };

  it('reads the page and size a query gives, and the first page of the usual size when they are absent', () => {
    expect(pageWindow('3', '10', sizes)).toEqual({ page: 3, limit: 10, offset: 20 });
    expect(pageWindow(undefined, undefined, sizes)).toEqual({ page: 1, limit: 20, offset: 0 });
  });

  it('keeps the size to the most a list pages, and a page to at least the first (0 reads as absent)', () => {
    expect(pageWindow('0', '5000', sizes)).toEqual({ page: 1, limit: 100, offset: 0 });
    expect(pageWindow('-4', '-3', sizes)).toEqual({ page: 1, limit: 1, offset: 0 });
    expect(pageWindow('0', '0', sizes)).toEqual({ page: 1, limit: 20, offset: 0 });
  });

  it('answers a page of any size with an offset PostgreSQL takes', () => {
    for (const page of ['1000000000000000000', '9'.repeat(40), '9'.repeat(400)]) {
      const window = pageWindow(page, '100', sizes);
      expect(window.page).toBe(DEEPEST_PAGE);
      expect(Number.isSafeInteger(window.offset)).toBe(true);
      expect(window.offset).toBeLessThan(2 ** 63);
    }
  });
});
