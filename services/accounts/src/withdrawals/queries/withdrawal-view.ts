import { AppError } from '@meridian/http';
import { formatMinor } from '../../amounts';
import type { Db } from '../../funding-store';
import { bankDetailsView } from '../../wallet-book/bank-details-view';
import type { WithdrawalDestination, WithdrawalStatus } from '../domain/withdrawal.decider';

export interface WithdrawalRow extends WithdrawalDestination {
  id: string;
  customer_id: string;
  amount: string;
  fee: string;
  receive: string;
  dual_approval: boolean;
  review_hold_until: Date | null;
  status: Exclude<WithdrawalStatus, 'none'>;
  reason: string | null;
  approvals: { staff_id: string; note: string; at: string }[];
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Date;
  customer?: string | null;
}

export function withdrawalView(row: WithdrawalRow) {
  return {
    id: row.id,
    customer_id: row.customer_id,
    customer: row.customer ?? null,
    method: row.method,
    coin: row.coin,
    chain: row.chain,
    address: row.address,
    memo: row.memo,
    bank: row.bank ? bankDetailsView(row.bank) : null,
    amount: formatMinor(row.coin, row.amount),
    fee: formatMinor(row.coin, row.fee),
    receive: formatMinor(row.coin, row.receive),
    dual_approval: row.dual_approval,
    review_hold_until: row.review_hold_until?.toISOString() ?? null,
    status: row.status,
    reason: row.reason,
    approvals: row.approvals,
    reviewed_by: row.reviewed_by,
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** One withdrawal as staff and its owner see it, read inside the use case's transaction when given one. */
export async function withdrawalById(db: Db, withdrawalId: string) {
  const { rows } = await db.query<WithdrawalRow>('SELECT w.*, l.account AS customer FROM withdrawals w LEFT JOIN customer_labels l USING (customer_id) WHERE w.id = $1', [withdrawalId]);
  if (!rows[0]) throw new AppError('request.notFound', 404, 404);
  return withdrawalView(rows[0]);
}
