import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { FindOptionsWhere } from 'typeorm';
import { DomainError } from '@meridian/decider';
import type { Queryable } from '@meridian/eventstore';
import { ASSETS, Decimal, Money } from '@meridian/money';
import { PG_POOL } from '@meridian/runtime';
import type { EarnOrderStatus } from '../domain/earn-order.decider';
import { plainRate, redemptionPenalty } from '../domain/earn-yield.policy';
import { earnReadModels } from '../../earn.read-models';
import { EarnOrder } from '../read-models/earn-order.entity';
import { EarnYield } from '../read-models/earn-yield.entity';

const usdt = (text: string) => Money.parse(ASSETS.USDT, text).toString();
const iso = (date: Date | null) => date?.toISOString() ?? null;
/** Orders in custody: they are paid their yields and make up what the platform has promised. */
const LIVE: readonly EarnOrderStatus[] = ['in_custody', 'redeeming', 'redemption_rejected'];

/** What the customer sees of an order: its frozen terms, how far it is, and what redeeming now would cost. */
function present(row: EarnOrder) {
  const { terms } = row;
  const remaining = terms.cycleDays - row.paidDays;
  const redeemable = row.status === 'in_custody' || row.status === 'redemption_rejected';
  const penalty = redeemable ? redemptionPenalty(terms.penalty, usdt(row.amount), remaining) : null;
  return {
    id: row.orderId,
    productId: row.productId,
    kind: terms.kind,
    minVipLevel: terms.minVipLevel ?? 0,
    amount: usdt(row.amount),
    status: row.status,
    cycleDays: terms.cycleDays,
    dailyRateMin: terms.dailyRateMin,
    dailyRateMax: terms.dailyRateMax,
    penaltyRule: terms.penalty,
    valueDate: iso(row.valueDate),
    maturesAt: iso(row.maturesAt),
    paidDays: row.paidDays,
    daysRemaining: remaining,
    earned: usdt(row.earned),
    penalty: row.penalty === null ? null : usdt(row.penalty),
    reason: row.reason,
    redemptionRequestedAt: iso(row.redemptionRequestedAt),
    placedAt: row.placedAt.toISOString(),
    redemptionQuote: penalty === null ? null : { penalty, receive: Money.parse(ASSETS.USDT, row.amount).subtract(Money.parse(ASSETS.USDT, penalty)).toString() },
  };
}

@Injectable()
export class EarnOrdersQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  private async orders() {
    return (await earnReadModels.on(this.pool)).getRepository(EarnOrder);
  }

  async mine(customerId: string) {
    const rows = await (await this.orders()).find({ where: { customerId }, order: { placedAt: 'DESC' }, take: 200 });
    return rows.map(present);
  }

  /** One order with its daily yields; another customer's is "not found". `db`: a transaction's client, to read an order placed in it (the read model is inline). */
  async one(orderId: string, customerId: string | null, db: Queryable = this.pool) {
    const models = await earnReadModels.on(db);
    const row = await models.getRepository(EarnOrder).findOneBy({ orderId });
    if (!row || (customerId !== null && row.customerId !== customerId)) throw new DomainError('earn.notFound');
    const yields = await models.getRepository(EarnYield).find({ where: { orderId }, order: { day: 'ASC' } });
    return { ...present(row), customerId: row.customerId, yields: yields.map((y) => ({ day: y.day, rate: plainRate(y.rate), amount: usdt(y.amount), paidAt: y.paidAt.toISOString() })) };
  }

  /** Orders whose next yield (or maturity) is due by `now`, oldest first. */
  async due(now: Date, limit = 500) {
    const due = await (await this.orders())
      .createQueryBuilder('o')
      .select('o.orderId')
      .where('o.status IN (:...live)', { live: LIVE })
      .andWhere("o.valueDate + (LEAST(o.paidDays + 1, (o.terms->>'cycleDays')::int)) * interval '1 day' <= :now", { now })
      .orderBy('o.valueDate')
      .limit(limit)
      .getMany();
    return due.map((order) => order.orderId);
  }

  /** Staff's redemption queue and order list, oldest request first. */
  async forStaff(filter: { status?: string; customerId?: string; limit: number; offset: number }) {
    const where: FindOptionsWhere<EarnOrder> = {};
    if (filter.status) where.status = filter.status as EarnOrderStatus;
    if (filter.customerId) where.customerId = filter.customerId;
    const order = filter.status === 'redeeming' ? { redemptionRequestedAt: 'ASC' as const } : { placedAt: 'DESC' as const };
    const [rows, total] = await (await this.orders()).findAndCount({ where, order, take: filter.limit, skip: filter.offset });
    return { items: rows.map((row) => ({ ...present(row), customerId: row.customerId })), total };
  }

  /** What the platform has promised: principal in custody and the yields still to pay at most. */
  async liabilities() {
    const row = (await (await this.orders())
      .createQueryBuilder('o')
      .select('coalesce(sum(o.amount), 0)', 'principal')
      .addSelect("coalesce(sum(o.amount * (o.terms->>'dailyRateMax')::numeric * ((o.terms->>'cycleDays')::int - o.paidDays)), 0)", 'maxYield')
      .addSelect("coalesce(sum(o.amount * (o.terms->>'dailyRateMax')::numeric), 0)", 'maxDaily')
      .addSelect((paid) => paid.select('coalesce(sum(y.amount), 0)').from(EarnYield, 'y'), 'paid')
      .addSelect('count(*)', 'live')
      .where('o.status IN (:...live)', { live: LIVE })
      .getRawOne<{ principal: string; maxYield: string; maxDaily: string; paid: string; live: string }>())!;
    const atMost = (text: string) => Money.fromDecimal(ASSETS.USDT, Decimal.parse(text), 'up').toString();
    return {
      ordersInCustody: Number(row.live),
      principalInCustody: usdt(row.principal),
      yieldsToMaturityAtMost: atMost(row.maxYield),
      dailyYieldsAtMost: atMost(row.maxDaily),
      yieldsPaid: usdt(row.paid),
    };
  }
}
