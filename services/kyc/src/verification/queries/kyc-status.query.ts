import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { KYC_TIERS, levelOf, limitsOf, type KycTier } from '@meridian/contracts';
import { DomainError } from '@meridian/decider';
import { PG_POOL } from '@meridian/runtime';
import { VerificationLimitsQuery } from '../../limits/queries/verification-limits.query';
import type { TierStatus } from '../domain/verification.decider';
import { kycReadModels } from '../../kyc.read-models';
import { KycCustomerLabel } from '../read-models/kyc-customer-label.entity';
import { KycCustomer } from '../read-models/kyc-customer.entity';
import { KycSubmission } from '../read-models/kyc-submission.entity';

/** A submission with the names compliance screens show, where identity has published them. */
type Labelled = KycSubmission & { label?: KycCustomerLabel | null };

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
    const models = await kycReadModels.on(this.pool);
    const [submissions, held, table] = await Promise.all([
      models.getRepository(KycSubmission).find({ where: { customerId }, order: { submittedAt: 'DESC' } }),
      models.getRepository(KycCustomer).findOneBy({ customerId }),
      this.limitsTable.current(),
    ]);
    const level = levelOf(held?.tiers ?? []);
    const tiers = Object.fromEntries(
      KYC_TIERS.map((tier) => {
        const row = submissions.find((submission) => submission.tier === tier); // the latest: newest first
        return [
          tier,
          row
            ? { status: row.status, reason: row.reason, submittedAt: row.submittedAt.toISOString(), reviewedAt: iso(row.reviewedAt), details: ownView(tier, row.details), images: row.images.map(({ imageId, role }) => ({ imageId, role })) }
            : { status: 'none' as const, reason: null, submittedAt: null, reviewedAt: null, details: null, images: [] },
        ];
      }),
    ) as Record<KycTier, { status: TierStatus; reason: string | null; submittedAt: string | null; reviewedAt: string | null; details: Record<string, unknown> | null; images: { imageId: string; role: string }[] }>;
    return { level, country: held?.country ?? null, tiers, limits: limitsOf(level, table.limits) };
  }

  /** Compliance's queue: submissions by status (under review by default), oldest first. */
  async queue(filter: { status?: string; tier?: string; customerId?: string; limit: number; offset: number }) {
    const status = filter.status ?? 'under_review';
    const query = (await kycReadModels.on(this.pool))
      .getRepository(KycSubmission)
      .createQueryBuilder('s')
      .leftJoinAndMapOne('s.label', KycCustomerLabel, 'l', 'l.customerId = s.customerId')
      .where('s.status = :status', { status });
    if (filter.tier) query.andWhere('s.tier = :tier', { tier: filter.tier });
    if (filter.customerId) query.andWhere('s.customerId = :customerId', { customerId: filter.customerId });
    const [rows, total] = await query
      .orderBy('s.submittedAt', status === 'under_review' ? 'ASC' : 'DESC')
      .addOrderBy('s.id')
      .take(filter.limit)
      .skip(filter.offset)
      .getManyAndCount();
    return { items: (rows as Labelled[]).map((row) => this.forStaff(row)), total };
  }

  /** One submission in full for compliance, with the customer's other tiers beside it. */
  async submission(id: string) {
    const row = (await (await kycReadModels.on(this.pool))
      .getRepository(KycSubmission)
      .createQueryBuilder('s')
      .leftJoinAndMapOne('s.label', KycCustomerLabel, 'l', 'l.customerId = s.customerId')
      .where('s.id = :id', { id })
      .getOne()) as Labelled | null;
    if (!row) throw new DomainError('request.notFound');
    const { tiers, level, country } = await this.statusOf(row.customerId);
    return {
      ...this.forStaff(row),
      customerKind: row.label?.kind ?? 'real',
      customerLevel: level,
      customerCountry: country,
      otherTiers: KYC_TIERS.filter((tier) => tier !== row.tier).map((tier) => ({ tier, status: tiers[tier].status })),
    };
  }

  private forStaff(row: Labelled) {
    return {
      id: row.id,
      customerId: row.customerId,
      account: row.label?.account ?? row.customerId,
      tier: row.tier,
      status: row.status,
      details: row.details,
      images: row.images,
      approvals: row.approvals,
      reason: row.reason,
      submittedAt: row.submittedAt.toISOString(),
      reviewedAt: iso(row.reviewedAt),
    };
  }
}
