import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { DocumentImage } from '../../loans/domain/document-image';
import { PG_POOL } from '@meridian/runtime';

/** Finance's queue of credit evaluations customers asked for, oldest first, with the proofs to read. */
@Injectable()
export class CreditRequestsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async waiting(page: { limit: number; offset: number }) {
    const [{ rows }, count] = await Promise.all([
      this.pool.query<{ customer_id: string; requested_at: Date; score: number | null; evaluated_at: Date | null; proofs: DocumentImage[]; tiers: string[] | null }>(
        `SELECT c.customer_id::text, c.evaluation_requested_at AS requested_at, c.score, c.evaluated_at, c.proofs, t.tiers
           FROM credit_scores c LEFT JOIN lending_customer_tiers t ON t.customer_id = c.customer_id
          WHERE c.evaluation_requested_at IS NOT NULL
          ORDER BY c.evaluation_requested_at ASC, c.customer_id LIMIT $1 OFFSET $2`,
        [page.limit, page.offset],
      ),
      this.pool.query<{ n: string }>('SELECT count(*)::text AS n FROM credit_scores WHERE evaluation_requested_at IS NOT NULL'),
    ]);
    const items = rows.map((row) => ({
      id: row.customer_id,
      customerId: row.customer_id,
      requestedAt: row.requested_at.toISOString(),
      tiers: row.tiers ?? [],
      score: row.score,
      evaluatedAt: row.evaluated_at?.toISOString() ?? null,
      proofs: row.proofs.map((image) => ({ imageId: image.imageId, role: image.role })),
    }));
    return { items, total: Number(count.rows[0]!.n) };
  }
}
