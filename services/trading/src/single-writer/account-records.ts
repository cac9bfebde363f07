/** A row of a core's account records, with what its reference names (a market or instrument, a side) and the window's total. */
export interface AccountRecordRow {
  id: string;
  amount: string;
  balance_after: string;
  type: string;
  ref: string;
  at: Date;
  symbol: string | null;
  side: string | null;
  total: string;
}

/**
 * The page a core's records port answers, newest first: each row as the funding side lists it, its id
 * named after the core (`spot-<id>`, `contract-<id>`) and its account and coin from `where`.
 */
export function recordsPage<Row extends AccountRecordRow, Where extends { account: string; coin: string }>(
  core: string,
  rows: Row[],
  where: (row: Row) => Where,
) {
  return {
    items: rows.map((row) => ({
      id: `${core}-${row.id}`,
      time: row.at.toISOString(),
      type: row.type,
      ...where(row),
      amount: row.amount,
      balance_after: row.balance_after,
      memo: row.ref,
      symbol: row.symbol,
      side: row.side,
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}
