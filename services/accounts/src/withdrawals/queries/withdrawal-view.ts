import { AppError } from '@meridian/http';
import { formatMinor } from '../../amounts';
import type { Db } from '../../funding-store';
import { labelled, type Labelled } from '../../records/queries/labelled';
import { bankDetailsView } from '../../wallet-book/bank-details-view';
import { Withdrawal } from '../read-models/withdrawal.entity';

export function withdrawalView(row: Labelled<Withdrawal>) {
  return {
    id: row.id,
    customer_id: row.customerId,
    customer: row.label?.account ?? null,
    method: row.method,
    coin: row.coin,
    chain: row.chain,
    address: row.address,
    memo: row.memo,
    bank: row.bank ? bankDetailsView(row.bank) : null,
    amount: formatMinor(row.coin, row.amount),
    fee: formatMinor(row.coin, row.fee),
    receive: formatMinor(row.coin, row.receive),
    dual_approval: row.dualApproval,
    review_hold_until: row.reviewHoldUntil?.toISOString() ?? null,
    status: row.status,
    reason: row.reason,
    approvals: row.approvals,
    reviewed_by: row.reviewedBy,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** One withdrawal as staff and its owner see it, read inside the use case's transaction when given one. */
export async function withdrawalById(db: Db, withdrawalId: string) {
  const row = await (await labelled(db, Withdrawal)).where('r.id = :withdrawalId', { withdrawalId }).getOne();
  if (!row) throw new AppError('request.notFound', 404, 404);
  return withdrawalView(row);
}
