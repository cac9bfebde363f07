/**
 * The deepest page a list answers. A page past a list's end is simply empty; past this one it is the
 * same empty page, so a page number of any size asks for an offset PostgreSQL takes (a page of 10^18
 * had asked for an OFFSET past bigint, answered 500).
 */
export const DEEPEST_PAGE = 1_000_000;

/**
 * A list's window from its page (from 1) and page size as a query gives them: digit strings or
 * absent, anything else read as absent. The size is kept to `most`.
 */
export function pageWindow(
  page: string | number | undefined,
  perPage: string | number | undefined,
  sizes: { usual: number; most: number },
): { page: number; limit: number; offset: number } {
  const limit = Math.min(sizes.most, Math.max(1, Number.parseInt(String(perPage ?? sizes.usual), 10) || sizes.usual));
  const at = Math.min(DEEPEST_PAGE, Math.max(1, Number.parseInt(String(page ?? 1), 10) || 1));
  return { page: at, limit, offset: (at - 1) * limit };
}
