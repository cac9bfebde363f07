/** A row of a core's account records, with what its reference names (a market or instrument, a side). */
export interface AccountRecordRow {
  id: string;
  amount: string;
  balanceAfter: string;
  type: string;
  ref: string;
  at: Date;
  symbol: string | null;
  side: string | null;
}

/**
 * The page a core's records port answers, newest first: each row as the funding side lists it, its id
 * named after the core (`spot-<id>`, `contract-<id>`) and its account and coin from `where`.
 */
export function recordsPage<Row extends AccountRecordRow, Where extends { account: string; coin: string }>(
  core: string,
  { rows, total }: { rows: Row[]; total: number },
  where: (row: Row) => Where,
) {
  return {
    items: rows.map((row) => ({
      id: `${core}-${row.id}`,
      time: row.at.toISOString(),
      type: row.type,
      ...where(row),
      amount: row.amount,
      balance_after: row.balanceAfter,
      memo: row.ref,
      symbol: row.symbol,
      side: row.side,
    })),
    total,
  };
}

/** A records window's filters on the query builder's alias `r`: the period, newest first, paged. */
export function recordsWindow<Query extends { andWhere(where: string, parameters?: object): Query; orderBy(sort: string, order: 'DESC'): Query; limit(n: number): Query; offset(n: number): Query }>(
  query: Query,
  filter: { from: string | null; to: string | null; limit: number; offset: number },
): Query {
  if (filter.from) query.andWhere('r.at >= :from', { from: filter.from });
  if (filter.to) query.andWhere('r.at <= :to', { to: filter.to });
  return query.orderBy('r.id', 'DESC').limit(filter.limit).offset(filter.offset);
}
