import type { StaffListQueryDto } from './staff-list-query.request.dto';
/** react-admin's list parameters: `_page` from 1, `_perPage`, `_sort`, `_order`. */
export function pageOf(query: StaffListQueryDto, sortable: Record<string, string>, defaultSort: string) {
  const page = Math.max(1, Number.parseInt(String(query._page ?? '1'), 10) || 1);
  const perPage = Math.min(200, Math.max(1, Number.parseInt(String(query._perPage ?? '25'), 10) || 25));
  const sort = sortable[String(query._sort ?? '')] ?? defaultSort;
  const order: 'ASC' | 'DESC' = String(query._order ?? 'DESC').toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
  return { limit: perPage, offset: (page - 1) * perPage, orderBy: `${sort} ${order}`, sort, order };
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
