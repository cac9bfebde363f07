import type { StaffListQueryDto } from './staff-list-query.request.dto';
/** react-admin's list parameters: `_page` from 1, `_perPage`, `_sort`, `_order`. */
export function pageOf(query: StaffListQueryDto, sortable: Record<string, string>, defaultSort: string) {
  const page = Math.max(1, Number.parseInt(String(query._page ?? '1'), 10) || 1);
  const perPage = Math.min(200, Math.max(1, Number.parseInt(String(query._perPage ?? '25'), 10) || 25));
  const sort = sortable[String(query._sort ?? '')] ?? defaultSort;
  const order: 'ASC' | 'DESC' = String(query._order ?? 'DESC').toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
  return { limit: perPage, offset: (page - 1) * perPage, orderBy: `${sort} ${order}`, sort, order };
}

/**
 * The WHERE of a staff list from the filters given (column name to value; an unset value filters
 * nothing): `{ clause: 'WHERE a = $1 AND b::text = $2', params }`. Column names come from code, never
 * from the request.
 */
export function staffFilters(filters: Record<string, string | undefined>): { clause: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions = Object.entries(filters)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([column, value]) => `${column}::text = $${params.push(value)}`);
  return { clause: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** A staff list's page in react-admin's shape: `{ data, total }` of the window `_page` and `_perPage` ask for. */
export async function staffListPage<Item>(
  query: StaffListQueryDto,
  read: (window: { limit: number; offset: number }) => Promise<{ items: Item[]; total: number }>,
): Promise<{ data: Item[]; total: number }> {
  const { limit, offset } = pageOf(query, {}, '');
  const { items, total } = await read({ limit, offset });
  return { data: items, total };
}
