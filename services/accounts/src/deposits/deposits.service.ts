import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError } from '@meridian/http';
import { platformAccount, userAccount } from '@meridian/ledger';
import { Money } from '@meridian/money';
import type { CustomerPrincipal, StaffPrincipal } from '@meridian/runtime';
import { chainOf } from '../catalogue/asset-catalogue';
import { formatMinor, parseAmount } from '../amounts';
import { FundingStore } from '../funding-store';
import { customerLedgerDecider, ledgerStream } from '../ledger/customer-ledger';
import { depositDecider, depositStream, type DepositCommand, type DepositProof } from './deposit.decider';
import { checkProofImage } from './proof-image';

export interface DepositInput {
  coin?: string;
  chain?: string;
  amount?: string;
  tx_hash?: string;
  remark?: string;
}

export interface DepositRow {
  id: string;
  customer_id: string;
  coin: string;
  chain: string;
  amount: string;
  tx_hash: string | null;
  remark: string;
  proof_id: string | null;
  status: string;
  reason: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  note: string | null;
  created_at: Date;
  customer?: string | null;
}

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
    reviewed_by: row.reviewed_by,
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Deposits: the customer declares one with a proof; finance staff complete it, which credits the
 * customer from `platform:treasury` in one balanced entry, or reject it with a reason.
 */
@Injectable()
export class DepositsService {
  constructor(private readonly funding: FundingStore) {}

  async request(customer: CustomerPrincipal, input: DepositInput, proof: Buffer | null, requestId: string | null) {
    if (customer.kind === 'demo') throw AppError.badInput('demo.liveOnly');
    const channel = chainOf(input.coin ?? '', input.chain ?? '');
    if (!channel) throw AppError.badInput('coin.unknown');
    const { rows } = await this.funding.pool.query<{ enabled: boolean; address: string }>('SELECT enabled, address FROM deposit_channels WHERE coin = $1 AND chain = $2', [
      channel.coin.asset.code,
      channel.chain.chain,
    ]);
    if (!rows[0]?.enabled || rows[0].address === '') throw AppError.badInput('deposit.channelClosed');
    const amount = parseAmount(channel.coin.asset.code, input.amount);
    const minimum = Money.parse(amount.asset, channel.chain.minDeposit);
    if (amount.compare(minimum) < 0) throw AppError.badInput('deposit.belowMinimum', { min: channel.chain.minDeposit, coin: amount.asset.code });
    const txHash = (input.tx_hash ?? '').trim();
    if (txHash.length > 128) throw AppError.badInput('field.invalid', { field: 'tx_hash' });

    const depositId = randomUUID();
    return this.funding.transaction(async (tx) => {
      let stored: DepositProof | null = null;
      if (proof) {
        const checked = checkProofImage(proof);
        if (!checked.ok) throw AppError.badInput(checked.key);
        stored = { proofId: randomUUID(), mime: checked.mime, size: proof.length, sha256: checked.sha256 };
        await tx.client.query('INSERT INTO deposit_proofs (id, customer_id, mime, size, sha256, bytes) VALUES ($1, $2, $3, $4, $5, $6)', [
          stored.proofId,
          customer.customerId,
          stored.mime,
          stored.size,
          stored.sha256,
          proof,
        ]);
      }
      const command: DepositCommand = {
        type: 'RequestDeposit',
        data: {
          depositId,
          customerId: customer.customerId,
          coin: amount.asset.code,
          chain: channel.chain.chain,
          amount: amount.toString(),
          txHash: txHash === '' ? null : txHash,
          remark: (input.remark ?? '').trim().slice(0, 200),
          proof: stored,
        },
        metadata: { now: tx.now },
      };
      await tx.run(depositStream(depositId), depositDecider, command, { customerId: customer.customerId });
      return this.byId(depositId, tx.client);
    }, requestId);
  }

  async approve(staff: StaffPrincipal, depositId: string, note: string) {
    return this.funding.transaction(async (tx) => {
      const customerId = (await tx.load(depositStream(depositId), depositDecider)).request?.customerId;
      const about = { customerId, staffId: staff.staffId };
      const { state } = await tx.run(depositStream(depositId), depositDecider, { type: 'ApproveDeposit', data: { staffId: staff.staffId, note }, metadata: { now: tx.now } }, about);
      const deposit = state.request!;
      const amount = parseAmount(deposit.coin, deposit.amount);
      await tx.run(
        ledgerStream(deposit.customerId),
        customerLedgerDecider,
        {
          type: 'PostEntry',
          data: {
            id: `deposit:${depositId}`,
            memo: `Deposit ${deposit.coin} ${deposit.chain}`,
            correlationId: depositId,
            postings: [
              { account: platformAccount('treasury', amount.asset), amount: amount.negate() },
              { account: userAccount(deposit.customerId, 'funding', amount.asset), amount },
            ],
          },
          metadata: { now: tx.now },
        },
        about,
      );
      return this.byId(depositId, tx.client);
    });
  }

  async reject(staff: StaffPrincipal, depositId: string, reason: string) {
    return this.funding.transaction(async (tx) => {
      const customerId = (await tx.load(depositStream(depositId), depositDecider)).request?.customerId;
      await tx.run(depositStream(depositId), depositDecider, { type: 'RejectDeposit', data: { staffId: staff.staffId, reason }, metadata: { now: tx.now } }, { customerId, staffId: staff.staffId });
      return this.byId(depositId, tx.client);
    });
  }

  async byId(depositId: string, db: { query: FundingStore['pool']['query'] } = this.funding.pool) {
    const { rows } = await db.query<DepositRow>('SELECT d.*, l.account AS customer FROM deposits d LEFT JOIN customer_labels l USING (customer_id) WHERE d.id = $1', [depositId]);
    if (!rows[0]) throw new AppError('request.notFound', 404, 404);
    return depositView(rows[0]);
  }

  /** The proof image, for its owner or for staff (customerId null). */
  async proof(depositId: string, customerId: string | null): Promise<{ mime: string; bytes: Buffer }> {
    const { rows } = await this.funding.pool.query<{ mime: string; bytes: Buffer }>(
      `SELECT p.mime, p.bytes FROM deposits d JOIN deposit_proofs p ON p.id = d.proof_id WHERE d.id = $1 AND ($2::uuid IS NULL OR d.customer_id = $2)`,
      [depositId, customerId],
    );
    if (!rows[0]) throw new AppError('request.notFound', 404, 404);
    return rows[0];
  }
}
