import { pageWindow } from './page-window';
import type { StaffListQueryDto } from './staff-list-query.request.dto';
/** react-admin's list parameters: `_page` from 1, `_perPage`, `_sort`, `_order`. */
export function pageOf(query: StaffListQueryDto, sortable: Record<string, string>, defaultSort: string) {
  const { limit, offset } = pageWindow(query._page, query._perPage, { usual: 25, most: 200 });
  const sort = sortable[String(query._sort ?? '')] ?? defaultSort;
  const order: 'ASC' | 'DESC' = String(query._order ?? 'DESC').toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
  return { limit, offset, orderBy: `${sort} ${order}`, sort, order };
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
