import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { KYC_TIERS, levelOf, limitsOf, type KycTier } from '@meridian/contracts';
import { DomainError } from '@meridian/decider';
import { PG_POOL } from '@meridian/runtime';
import { VerificationLimitsQuery } from '../../limits/queries/verification-limits.query';
import type { KycImage, TierStatus } from '../domain/verification.decider';

interface SubmissionRow {
  id: string;
  customer_id: string;
  tier: KycTier;
  status: Exclude<TierStatus, 'none'>;
  details: Record<string, unknown>;
  images: KycImage[];
  approvals: string[];
  reason: string | null;
  submitted_at: Date;
  reviewed_at: Date | null;
}

/** Shows the last characters of a number the customer typed, so they recognise it and nobody reads it over their shoulder. */
const masked = (value: unknown, keep = 4) => {
  const text = String(value ?? '');
  return text.length <= keep ? text : `${'*'.repeat(Math.min(8, text.length - keep))}${text.slice(-keep)}`;
};

/** What the customer sees of their own details: document and card numbers masked. */
function ownView(tier: KycTier, details: Record<string, unknown>): Record<string, unknown> {
  if (tier !== 'primary') return details;
  return { ...details, documentNumber: masked(details.documentNumber), cardNumber: masked(details.cardNumber) };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Verification as the customer and compliance read it, from the read models. */
@Injectable()
export class KycStatusQuery {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly limitsTable: VerificationLimitsQuery,
  ) {}

  /** Each tier's latest submission, the level the approved tiers make and what it allows. */
  async statusOf(customerId: string) {
    const [{ rows }, held, table] = await Promise.all([
      this.pool.query<SubmissionRow>('SELECT DISTINCT ON (tier) * FROM kyc_submissions WHERE customer_id = $1 ORDER BY tier, submitted_at DESC', [customerId]),
      this.pool.query<{ tiers: KycTier[]; country: string | null }>('SELECT tiers, country FROM kyc_customers WHERE customer_id = $1', [customerId]),
      this.limitsTable.current(),
    ]);
    const level = levelOf(held.rows[0]?.tiers ?? []);
    const tiers = Object.fromEntries(
      KYC_TIERS.map((tier) => {
        const row = rows.find((r) => r.tier === tier);
        return [
          tier,
          row
            ? { status: row.status, reason: row.reason, submittedAt: row.submitted_at.toISOString(), reviewedAt: iso(row.reviewed_at), details: ownView(tier, row.details), images: row.images.map(({ imageId, role }) => ({ imageId, role })) }
            : { status: 'none' as const, reason: null, submittedAt: null, reviewedAt: null, details: null, images: [] },
        ];
      }),
    ) as Record<KycTier, { status: TierStatus; reason: string | null; submittedAt: string | null; reviewedAt: string | null; details: Record<string, unknown> | null; images: { imageId: string; role: string }[] }>;
    return { level, country: held.rows[0]?.country ?? null, tiers, limits: limitsOf(level, table.limits) };
  }

  /** Compliance's queue: submissions by status (under review by default), oldest first. */
  async queue(filter: { status?: string; tier?: string; customerId?: string; limit: number; offset: number }) {
    const where = `s.status = $1 AND ($2::text IS NULL OR s.tier = $2) AND ($3::uuid IS NULL OR s.customer_id = $3)`;
    const params = [filter.status ?? 'under_review', filter.tier ?? null, filter.customerId ?? null];
    const [{ rows }, count] = await Promise.all([
      this.pool.query<SubmissionRow & { account: string | null }>(
        `SELECT s.*, l.account FROM kyc_submissions s LEFT JOIN kyc_customer_labels l ON l.customer_id = s.customer_id
          WHERE ${where} ORDER BY s.submitted_at ${filter.status && filter.status !== 'under_review' ? 'DESC' : 'ASC'}, s.id LIMIT $4 OFFSET $5`,
        [...params, filter.limit, filter.offset],
      ),
      this.pool.query<{ total: string }>(`SELECT count(*) AS total FROM kyc_submissions s WHERE ${where}`, params),
    ]);
    return { items: rows.map((row) => this.forStaff(row)), total: Number(count.rows[0]!.total) };
  }

  /** One submission in full for compliance, with the customer's other tiers beside it. */
  async submission(id: string) {
    const { rows } = await this.pool.query<SubmissionRow & { account: string | null; kind: string | null }>(
      'SELECT s.*, l.account, l.kind FROM kyc_submissions s LEFT JOIN kyc_customer_labels l ON l.customer_id = s.customer_id WHERE s.id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) throw new DomainError('request.notFound');
    const { tiers, level, country } = await this.statusOf(row.customer_id);
    return {
      ...this.forStaff(row),
      customerKind: row.kind ?? 'real',
      customerLevel: level,
      customerCountry: country,
      otherTiers: KYC_TIERS.filter((tier) => tier !== row.tier).map((tier) => ({ tier, status: tiers[tier].status })),
    };
  }

  private forStaff(row: SubmissionRow & { account: string | null }) {
    return {
      id: row.id,
      customerId: row.customer_id,
      account: row.account ?? row.customer_id,
      tier: row.tier,
      status: row.status,
      details: row.details,
      images: row.images,
      approvals: row.approvals,
      reason: row.reason,
      submittedAt: row.submitted_at.toISOString(),
      reviewedAt: iso(row.reviewed_at),
    };
  }
}
