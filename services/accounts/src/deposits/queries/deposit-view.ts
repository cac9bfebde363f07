import { AppError } from '@meridian/http';
import { formatMinor } from '../../amounts';
import type { Db } from '../../funding-store';
import type { DepositStatus } from '../domain/deposit.decider';

export interface DepositRow {
  id: string;
  customer_id: string;
  coin: string;
  chain: string;
  amount: string;
  tx_hash: string | null;
  remark: string;
  proof_id: string | null;
  status: Exclude<DepositStatus, 'none'>;
  reason: string | null;
  approvals?: { staff_id: string; note: string; at: string }[];
  reviewed_by: string | null;
  reviewed_at: Date | null;
  note: string | null;
  created_at: Date;
  customer?: string | null;
}

/** A deposit as the API shows it to its owner and to staff. */
export function depositView(row: DepositRow) {
  return {
    id: row.id,
    customer_id: row.customer_id,
    customer: row.customer ?? null,
    coin: row.coin,
    chain: row.chain,
    amount: formatMinor(row.coin, row.amount),
    tx_hash: row.tx_hash,
    remark: row.remark,
    has_proof: row.proof_id !== null,
    status: row.status,
    reason: row.reason,
    note: row.note,
    approvals: row.approvals ?? [],
    reviewed_by: row.reviewed_by,
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export async function depositById(db: Db, depositId: string) {
  const { rows } = await db.query<DepositRow>('SELECT d.*, l.account AS customer FROM deposits d LEFT JOIN customer_labels l USING (customer_id) WHERE d.id = $1', [depositId]);
  if (!rows[0]) throw new AppError('request.notFound', 404, 404);
  return depositView(rows[0]);
}

/** The proof image, for its owner or for staff (customerId null); anyone else gets "not found". */
export async function depositProof(db: Db, depositId: string, customerId: string | null): Promise<{ mime: string; bytes: Buffer }> {
  const { rows } = await db.query<{ mime: string; bytes: Buffer }>(
    'SELECT p.mime, p.bytes FROM deposits d JOIN deposit_proofs p ON p.id = d.proof_id WHERE d.id = $1 AND ($2::uuid IS NULL OR d.customer_id = $2)',
    [depositId, customerId],
  );
  if (!rows[0]) throw new AppError('request.notFound', 404, 404);
  return rows[0];
}
