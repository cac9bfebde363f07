import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@meridian/runtime';
import { lendingReadModels } from '../../lending.read-models';
import { CreditScore } from '../read-models/credit-score.entity';
import { LendingCustomerTiers } from '../read-models/lending-customer-tiers.entity';

/** A waiting request with the tiers kyc has published for its customer (none yet: no row). */
type Waiting = CreditScore & { held?: LendingCustomerTiers | null };

/** Finance's queue of credit evaluations customers asked for, oldest first, with the proofs to read. */
@Injectable()
export class CreditRequestsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async waiting(page: { limit: number; offset: number }) {
    const [rows, total] = await (await lendingReadModels.on(this.pool))
      .getRepository(CreditScore)
      .createQueryBuilder('c')
      .leftJoinAndMapOne('c.held', LendingCustomerTiers, 't', 't.customerId = c.customerId')
      .where('c.evaluationRequestedAt IS NOT NULL')
      .orderBy('c.evaluationRequestedAt', 'ASC')
      .addOrderBy('c.customerId')
      .limit(page.limit)
      .offset(page.offset)
      .getManyAndCount();
    const items = (rows as Waiting[]).map((row) => ({
      id: row.customerId,
      customerId: row.customerId,
      requestedAt: row.evaluationRequestedAt!.toISOString(),
      tiers: row.held?.tiers ?? [],
      score: row.score,
      evaluatedAt: row.evaluatedAt?.toISOString() ?? null,
      proofs: row.proofs.map((image) => ({ imageId: image.imageId, role: image.role })),
    }));
    return { items, total };
  }
}
