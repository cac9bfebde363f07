import { AppError } from '@meridian/http';
import { accountsReadModels } from '../../accounts.read-models';
import { formatMinor } from '../../amounts';
import type { Db } from '../../funding-store';
import { labelled, type Labelled } from '../../records/queries/labelled';
import { DepositProofImage } from '../read-models/deposit-proof.entity';
import { Deposit } from '../read-models/deposit.entity';

/** A deposit as the API shows it to its owner and to staff. */
export function depositView(row: Labelled<Deposit>) {
  return {
    id: row.id,
    customer_id: row.customerId,
    customer: row.label?.account ?? null,
    coin: row.coin,
    chain: row.chain,
    amount: formatMinor(row.coin, row.amount),
    tx_hash: row.txHash,
    remark: row.remark,
    has_proof: row.proofId !== null,
    status: row.status,
    reason: row.reason,
    note: row.note,
    approvals: row.approvals,
    reviewed_by: row.reviewedBy,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function depositById(db: Db, depositId: string) {
  const row = await (await labelled(db, Deposit)).where('r.id = :depositId', { depositId }).getOne();
  if (!row) throw new AppError('request.notFound', 404, 404);
  return depositView(row);
}

/** The proof image, for its owner or for staff (customerId null); anyone else gets "not found". */
export async function depositProof(db: Db, depositId: string, customerId: string | null): Promise<{ mime: string; bytes: Buffer }> {
  const models = await accountsReadModels.on(db);
  const deposit = await models.getRepository(Deposit).findOneBy({ id: depositId });
  const owned = deposit?.proofId && (customerId === null || deposit.customerId === customerId);
  const proof = owned ? await models.getRepository(DepositProofImage).findOne({ where: { id: deposit.proofId! }, select: { mime: true, bytes: true } }) : null;
  if (!proof) throw new AppError('request.notFound', 404, 404);
  return { mime: proof.mime, bytes: proof.bytes };
}
