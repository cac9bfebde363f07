import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { FindOptionsWhere } from 'typeorm';
import { translate, type Lang } from '@meridian/http';
import { PG_POOL } from '@meridian/runtime';
import { CustomerStandings } from '../../customers/customer-standing.query';
import { COMMISSION_MONTHS, depthIn, levelRates, MAX_LEVELS } from '../domain/referral-rules';
import { engagementReadModels } from '../../engagement.read-models';
import { ReferralBinding } from '../read-models/referral-binding.entity';
import { ReferralCode } from '../read-models/referral-code.entity';
import { ReferralCommission } from '../read-models/referral-commission.entity';
import { ReferralRulesQuery } from './referral-rules.query';
import type { ReferralRecordResponseDto, ReferralResponseDto, ReferralTreeResponseDto } from './referral.response.dto';

const NONE_REMARK = {
  country: 'referral.none.country',
  depth: 'referral.none.depth',
  expired: 'referral.none.expired',
  'self-referral': 'referral.none.selfReferral',
  coin: 'referral.none.coin',
  rate: 'referral.none.rate',
  dust: 'referral.none.dust',
} as const;
const PRODUCT_REMARK = { spot: 'referral.remark.spot', contract: 'referral.remark.contract', option: 'referral.remark.option' } as const;

/** The lines whose commission is the inviter's (or on its way). */
const PAYS = ['paying', 'paid', 'clawing-back'];
/** Commission lines newest first; a fee's lines by level. */
const NEWEST_FIRST = { decidedAt: 'DESC', feeId: 'ASC', level: 'ASC' } as const;

/**
 * The bindings below a customer are those whose recorded ancestors hold it, and its place in that
 * list is their level under it (1: it invited them): array operators the GIN index serves, in SQL.
 */
const BELOW = 'b.ancestors @> ARRAY[:customerId::uuid]';
const LEVEL_BELOW = 'array_position(b.ancestors, :customerId::uuid)';

/** A trimmed decimal: `1.500000` reads `1.5`. */
const plain = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** The referral read side: a customer's programme, records and tree (docs/referral.md). */
@Injectable()
export class ReferralQuery {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly rules: ReferralRulesQuery,
    private readonly standings: CustomerStandings,
  ) {}

  private async models() {
    return engagementReadModels.on(this.pool);
  }

  async summary(customerId: string): Promise<ReferralResponseDto> {
    const models = await this.models();
    const [rules, standing, code, heads, earned] = await Promise.all([
      this.rules.current(),
      this.standings.of(customerId),
      models.getRepository(ReferralCode).findOneBy({ customerId }),
      models
        .getRepository(ReferralBinding)
        .createQueryBuilder('b')
        .select(LEVEL_BELOW, 'level')
        .addSelect('count(*)::text', 'headcount')
        .where(BELOW, { customerId })
        .groupBy('level')
        .getRawMany<{ level: number; headcount: string }>(),
      this.earnings(customerId, 'level'),
    ]);
    const rates = levelRates(rules);
    const levels = Array.from({ length: MAX_LEVELS }, (_, i) => ({
      level: i + 1,
      rateBps: rates[i]!,
      headcount: Number(heads.find((row) => row.level === i + 1)?.headcount ?? 0),
      earnings: plain(earned.find((row) => row.level === i + 1)?.earned ?? '0'),
    }));
    const invitationCode = code?.code ?? null;
    return {
      code: invitationCode,
      link: invitationCode ? `/register?invite_code=${invitationCode}` : null,
      depth: depthIn(rules, standing.country),
      programmeDepth: rules.depth,
      country: standing.country,
      countryBasis: standing.basis,
      months: COMMISSION_MONTHS,
      levels,
      totalEarnings: await this.totalEarnings(customerId),
      countryDepths: rules.countryDepths,
    };
  }

  async records(customerId: string, lang: Lang, limit = 100): Promise<ReferralRecordResponseDto[]> {
    const commissions = (await this.models()).getRepository(ReferralCommission);
    const rows = await commissions.find({ where: { inviterId: customerId }, order: NEWEST_FIRST, take: limit });
    return rows.map((row) => ({
      id: `${row.feeId}:${row.level}`,
      profit: PAYS.includes(row.status) ? plain(row.amount) : '0',
      level: row.level,
      product: row.product,
      fee: plain(row.feeAmount),
      coin: row.coin,
      rateBps: row.rateBps,
      status: row.status,
      reason: row.reason,
      remark: this.remark(row, lang),
      referred: `${row.payerId.slice(0, 4)}****`,
      time: row.decidedAt.toISOString(),
    }));
  }

  private remark(row: ReferralCommission, lang: Lang): string {
    if (row.status === 'clawed-back') return translate(lang, 'referral.clawedBack', { reason: row.clawbackReason ?? '' });
    if (row.status === 'refused') return translate(lang, 'referral.feesShort');
    const none = row.status === 'none' && row.reason ? NONE_REMARK[row.reason as keyof typeof NONE_REMARK] : undefined;
    return none ? translate(lang, none) : translate(lang, PRODUCT_REMARK[row.product], { level: row.level });
  }

  /** What an inviter earned, by level or by the customer whose fees paid it. */
  private async earnings<By extends 'level' | 'payerId'>(customerId: string, by: By) {
    return (await this.earned(customerId))
      .addSelect(`c.${by}`, by)
      .groupBy(`c.${by}`)
      .getRawMany<{ earned: string } & Pick<ReferralCommission, By>>();
  }

  private async totalEarnings(customerId: string): Promise<string> {
    const total = await (await this.earned(customerId)).getRawOne<{ earned: string }>();
    return plain(total!.earned);
  }

  /** What an inviter earned (paid, and not clawed back yet), summed in the database as text: exact, never a JS number. */
  private async earned(customerId: string) {
    return (await this.models())
      .getRepository(ReferralCommission)
      .createQueryBuilder('c')
      .select('coalesce(sum(c.amount), 0)::text', 'earned')
      .where('c.inviterId = :customerId', { customerId })
      .andWhere("c.status IN ('paid', 'clawing-back')");
  }

  /** Every commission line for staff, newest first, optionally of one inviter or one referred customer. */
  async forStaff(
    filter: { inviterId?: string; payerId?: string; feeId?: string; level?: number },
    page: { limit: number; offset: number },
  ) {
    const where: FindOptionsWhere<ReferralCommission> = {};
    if (filter.inviterId) where.inviterId = filter.inviterId;
    if (filter.payerId) where.payerId = filter.payerId;
    if (filter.feeId) where.feeId = filter.feeId;
    if (filter.level) where.level = filter.level;
    const [rows, total] = await (await this.models())
      .getRepository(ReferralCommission)
      .findAndCount({ where, order: NEWEST_FIRST, take: page.limit, skip: page.offset });
    return {
      items: rows.map((row) => ({
        id: `${row.feeId}:${row.level}`,
        feeId: row.feeId,
        level: row.level,
        inviterId: row.inviterId,
        payerId: row.payerId,
        product: row.product,
        fee: plain(row.feeAmount),
        coin: row.coin,
        reference: row.reference,
        rateBps: row.rateBps,
        amount: plain(row.amount),
        status: row.status,
        reason: row.reason,
        clawbackReason: row.clawbackReason,
        clawedBackBy: row.clawedBackBy,
        clawbackRefusal: row.clawbackRefusal,
        decidedAt: row.decidedAt.toISOString(),
      })),
      total,
    };
  }

  /** A customer's place in the tree for staff: its ancestors and everyone below it, with what each earned it. */
  async tree(customerId: string): Promise<ReferralTreeResponseDto> {
    const bindings = (await this.models()).getRepository(ReferralBinding);
    const [self, below, earned] = await Promise.all([
      bindings.findOneBy({ customerId }),
      bindings
        .createQueryBuilder('b')
        .select('b.customerId', 'customerId')
        .addSelect('b.inviterId', 'inviterId')
        .addSelect(LEVEL_BELOW, 'level')
        .addSelect('b.registeredAt', 'registeredAt')
        .where(BELOW, { customerId })
        .orderBy('level')
        .addOrderBy('b.registeredAt')
        .limit(1000)
        .getRawMany<{ customerId: string; inviterId: string; level: number; registeredAt: Date }>(),
      this.earnings(customerId, 'payerId'),
    ]);
    const earnedBy = new Map(earned.map((row) => [row.payerId, plain(row.earned)]));
    return {
      id: customerId,
      ancestors: self?.ancestors ?? [],
      descendants: below.map((row) => ({
        customerId: row.customerId,
        level: row.level,
        inviterId: row.inviterId,
        registeredAt: row.registeredAt.toISOString(),
        earned: earnedBy.get(row.customerId) ?? '0',
      })),
      totalEarnings: await this.totalEarnings(customerId),
    };
  }
}
