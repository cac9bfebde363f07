import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { translate, type Lang } from '@meridian/http';
import { PG_POOL } from '@meridian/runtime';
import { CustomerStandings } from '../../customers/customer-standing.query';
import { COMMISSION_MONTHS, depthIn, levelRates, MAX_LEVELS } from '../domain/referral-rules';
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

/** A trimmed decimal: `1.500000` reads `1.5`. */
const plain = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

interface CommissionRow {
  fee_id: string;
  level: number;
  payer_id: string;
  product: 'spot' | 'contract' | 'option';
  coin: string;
  fee_amount: string;
  rate_bps: number;
  amount: string;
  status: string;
  reason: string | null;
  clawback_reason: string | null;
  decided_at: Date;
}

/** The referral read side: a customer's programme, records and tree (docs/referral.md). */
@Injectable()
export class ReferralQuery {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly rules: ReferralRulesQuery,
    private readonly standings: CustomerStandings,
  ) {}

  async summary(customerId: string): Promise<ReferralResponseDto> {
    const [rules, standing, code, heads, earned] = await Promise.all([
      this.rules.current(),
      this.standings.of(customerId),
      this.pool.query<{ code: string }>('SELECT code FROM referral_codes WHERE customer_id = $1', [customerId]),
      this.pool.query<{ level: number; headcount: string }>(
        `SELECT array_position(ancestors, $1::uuid) AS level, count(*)::text AS headcount
           FROM referral_bindings WHERE ancestors @> ARRAY[$1::uuid] GROUP BY 1`,
        [customerId],
      ),
      this.pool.query<{ level: number; earnings: string }>(
        `SELECT level, sum(amount)::text AS earnings FROM referral_commissions WHERE inviter_id = $1 AND status IN ('paid', 'clawing-back') GROUP BY level`,
        [customerId],
      ),
    ]);
    const rates = levelRates(rules);
    const levels = Array.from({ length: MAX_LEVELS }, (_, i) => ({
      level: i + 1,
      rateBps: rates[i]!,
      headcount: Number(heads.rows.find((row) => row.level === i + 1)?.headcount ?? 0),
      earnings: plain(earned.rows.find((row) => row.level === i + 1)?.earnings ?? '0'),
    }));
    const invitationCode = code.rows[0]?.code ?? null;
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
    const { rows } = await this.pool.query<CommissionRow>(
      `SELECT fee_id, level, payer_id, product, coin, fee_amount::text, rate_bps, amount::text, status, reason, clawback_reason, decided_at
         FROM referral_commissions WHERE inviter_id = $1 ORDER BY decided_at DESC, fee_id, level LIMIT $2`,
      [customerId, limit],
    );
    return rows.map((row) => ({
      id: `${row.fee_id}:${row.level}`,
      profit: PAYS.includes(row.status) ? plain(row.amount) : '0',
      level: row.level,
      product: row.product,
      fee: plain(row.fee_amount),
      coin: row.coin,
      rateBps: row.rate_bps,
      status: row.status,
      reason: row.reason,
      remark: this.remark(row, lang),
      referred: `${row.payer_id.slice(0, 4)}****`,
      time: row.decided_at.toISOString(),
    }));
  }

  private remark(row: CommissionRow, lang: Lang): string {
    if (row.status === 'clawed-back') return translate(lang, 'referral.clawedBack', { reason: row.clawback_reason ?? '' });
    if (row.status === 'refused') return translate(lang, 'referral.feesShort');
    const none = row.status === 'none' && row.reason ? NONE_REMARK[row.reason as keyof typeof NONE_REMARK] : undefined;
    return none ? translate(lang, none) : translate(lang, PRODUCT_REMARK[row.product], { level: row.level });
  }

  private async totalEarnings(customerId: string): Promise<string> {
    const { rows } = await this.pool.query<{ total: string }>(
      "SELECT coalesce(sum(amount), 0)::text AS total FROM referral_commissions WHERE inviter_id = $1 AND status IN ('paid', 'clawing-back')",
      [customerId],
    );
    return plain(rows[0]!.total);
  }

  /** Every commission line for staff, newest first, optionally of one inviter or one referred customer. */
  async forStaff(
    filter: { inviterId?: string; payerId?: string; feeId?: string; level?: number },
    page: { limit: number; offset: number },
  ) {
    const conditions: string[] = [];
    const params: string[] = [];
    if (filter.inviterId) conditions.push(`inviter_id = $${params.push(filter.inviterId)}`);
    if (filter.payerId) conditions.push(`payer_id = $${params.push(filter.payerId)}`);
    if (filter.feeId) conditions.push(`fee_id = $${params.push(filter.feeId)}`);
    if (filter.level) conditions.push(`level = $${params.push(String(filter.level))}`);
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const [{ rows }, total] = await Promise.all([
      this.pool.query<
        CommissionRow & { inviter_id: string; reference: string; clawed_back_by: string | null; clawback_refusal: string | null }
      >(
        `SELECT fee_id, level, inviter_id, payer_id, product, coin, fee_amount::text, reference, rate_bps, amount::text, status, reason,
                clawback_reason, clawed_back_by, clawback_refusal, decided_at
           FROM referral_commissions ${where} ORDER BY decided_at DESC, fee_id, level LIMIT ${page.limit} OFFSET ${page.offset}`,
        params,
      ),
      this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM referral_commissions ${where}`, params),
    ]);
    return {
      items: rows.map((row) => ({
        id: `${row.fee_id}:${row.level}`,
        feeId: row.fee_id,
        level: row.level,
        inviterId: row.inviter_id,
        payerId: row.payer_id,
        product: row.product,
        fee: plain(row.fee_amount),
        coin: row.coin,
        reference: row.reference,
        rateBps: row.rate_bps,
        amount: plain(row.amount),
        status: row.status,
        reason: row.reason,
        clawbackReason: row.clawback_reason,
        clawedBackBy: row.clawed_back_by,
        clawbackRefusal: row.clawback_refusal,
        decidedAt: row.decided_at.toISOString(),
      })),
      total: total.rows[0]!.n,
    };
  }

  /** A customer's place in the tree for staff: its ancestors and everyone below it, with what each earned it. */
  async tree(customerId: string): Promise<ReferralTreeResponseDto> {
    const [self, below, earned] = await Promise.all([
      this.pool.query<{ ancestors: string[] }>('SELECT ancestors FROM referral_bindings WHERE customer_id = $1', [customerId]),
      this.pool.query<{ customer_id: string; inviter_id: string; level: number; registered_at: Date }>(
        `SELECT customer_id, inviter_id, array_position(ancestors, $1::uuid) AS level, registered_at
           FROM referral_bindings WHERE ancestors @> ARRAY[$1::uuid] ORDER BY level, registered_at LIMIT 1000`,
        [customerId],
      ),
      this.pool.query<{ payer_id: string; earned: string }>(
        `SELECT payer_id, sum(amount)::text AS earned FROM referral_commissions WHERE inviter_id = $1 AND status IN ('paid', 'clawing-back') GROUP BY payer_id`,
        [customerId],
      ),
    ]);
    const earnedBy = new Map(earned.rows.map((row) => [row.payer_id, plain(row.earned)]));
    return {
      id: customerId,
      ancestors: self.rows[0]?.ancestors ?? [],
      descendants: below.rows.map((row) => ({
        customerId: row.customer_id,
        level: row.level,
        inviterId: row.inviter_id,
        registeredAt: row.registered_at.toISOString(),
        earned: earnedBy.get(row.customer_id) ?? '0',
      })),
      totalEarnings: await this.totalEarnings(customerId),
    };
  }
}
