import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { In, type FindOptionsWhere } from 'typeorm';
import { DomainError } from '@meridian/decider';
import type { Queryable } from '@meridian/eventstore';
import { ASSETS, Decimal, Money } from '@meridian/money';
import { PG_POOL } from '@meridian/runtime';
import { OPEN_STATUSES, type C2cOrderStatus, type ReceivingAccountSnapshot } from '../domain/c2c-order.types';
import { FIAT_CURRENCIES, isFiat } from '../domain/c2c-terms';
import { c2cReadModels } from '../../c2c.read-models';
import { C2cOrder } from '../read-models/c2c-order.entity';
import type { C2cOrderResponseDto, C2cOrderStaffResponseDto } from './c2c-order.response.dto';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const usdt = (text: string) => Money.parse(ASSETS.USDT, text).toString();
const accountView = ({ accountName, accountNumber, bankName, bankAddress }: ReceivingAccountSnapshot) => ({ accountName, accountNumber, bankName, bankAddress });
/** A rate loses the trailing zeros numeric(30, 8) gives it. */
const trimmed = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);
/** A fiat amount in the currency's own decimals (numeric(30, 2) gives 3250.00 for TWD, which has none): exact, as the order computed it. */
const inCurrency = (text: string, fiat: string) => (isFiat(fiat) ? Decimal.parse(text).rescale(FIAT_CURRENCIES[fiat], 'half-up').toString() : text);

function customerView(row: C2cOrder): C2cOrderResponseDto {
  return {
    id: row.orderId,
    status: row.status,
    amount: usdt(row.amount),
    fiat: row.fiat,
    payment: row.payment,
    rate: trimmed(row.rate),
    fiatAmount: inCurrency(row.fiatAmount, row.fiat),
    fee: '0',
    placedAt: row.placedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    receivingAccount: row.receivingAccount ? accountView(row.receivingAccount) : null,
    payerName: row.payerName,
    payerBank: row.payerBank,
    proofSubmittedAt: iso(row.proofAt),
    reason: row.reason,
    endedAt: iso(row.endedAt),
    creditedAt: iso(row.creditedAt),
    verifiedName: row.verifiedName,
  };
}

function staffView(row: C2cOrder): C2cOrderStaffResponseDto {
  return {
    ...customerView(row),
    customerId: row.customerId,
    nameMatches: row.nameMatches,
    proofImageId: row.proof?.imageId ?? null,
    matching: row.matching ? { holdId: row.matching.holdId, staffId: row.matching.staffId, at: row.matching.at, account: accountView(row.matching.account) } : null,
    matchRefusal: row.matchRefusal,
    receivingAccountId: row.receivingAccount?.accountId ?? null,
    matchedBy: row.matchedBy,
    matchedAt: iso(row.matchedAt),
    remindedAt: iso(row.remindedAt),
    approvals: row.approvals,
    extensions: row.extensions,
    decidedBy: row.decidedBy,
  };
}

/** The queue is the open orders, read by the deadline nearest first. */
const QUEUE = OPEN_STATUSES;
const SORTABLE = ['expiresAt', 'placedAt', 'amount'] as const;
const isSortable = (name: string | undefined): name is (typeof SORTABLE)[number] => (SORTABLE as readonly (string | undefined)[]).includes(name);

@Injectable()
export class C2cOrdersQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  private async orders(db: Queryable = this.pool) {
    return (await c2cReadModels.on(db)).getRepository(C2cOrder);
  }

  async mine(customerId: string): Promise<C2cOrderResponseDto[]> {
    const rows = await (await this.orders()).find({ where: { customerId }, order: { placedAt: 'DESC' }, take: 100 });
    return rows.map(customerView);
  }

  private async row(orderId: string, customerId: string | null): Promise<C2cOrder> {
    const row = await (await this.orders()).findOneBy({ orderId });
    if (!row || (customerId !== null && row.customerId !== customerId)) throw new DomainError('c2c.notFound');
    return row;
  }

  /** One order for its owner: another customer's is "not found", as if it did not exist. */
  async one(orderId: string, customerId: string): Promise<C2cOrderResponseDto> {
    return customerView(await this.row(orderId, customerId));
  }

  async forStaff(orderId: string): Promise<C2cOrderStaffResponseDto> {
    return staffView(await this.row(orderId, null));
  }

  /** The customer's order that has not ended, if any (one at a time). */
  async openOf(customerId: string, db: Queryable = this.pool): Promise<string | null> {
    const open = await (await this.orders(db)).findOne({ where: { customerId, status: In(QUEUE) }, select: { orderId: true } });
    return open?.orderId ?? null;
  }

  /** Staff's list: open orders by the deadline nearest first (the queue), or any status, newest first. */
  async list(filter: { status?: string; customerId?: string; sort?: string; order?: 'ASC' | 'DESC'; limit: number; offset: number }) {
    const queue = !filter.status || filter.status === 'open';
    const where: FindOptionsWhere<C2cOrder> = { status: queue ? In(QUEUE) : (filter.status as C2cOrderStatus) };
    if (filter.customerId) where.customerId = filter.customerId;
    const sort = isSortable(filter.sort) ? filter.sort : queue ? 'expiresAt' : 'placedAt';
    const order = filter.order ?? (queue ? 'ASC' : 'DESC');
    const [rows, total] = await (await this.orders()).findAndCount({ where, order: { [sort]: order, orderId: 'ASC' }, take: filter.limit, skip: filter.offset });
    return { items: rows.map(staffView), total };
  }

  /** Orders whose timer is due at `now`: past the deadline without a proof, or past half time unreminded. */
  async due(now: Date, limit = 500): Promise<string[]> {
    const due = await (await this.orders())
      .createQueryBuilder('o')
      .select('o.orderId')
      .where("o.status IN ('unmatched', 'matched')")
      .andWhere('(o.expiresAt <= :now OR (o.remindedAt IS NULL AND o.placedAt + (o.expiresAt - o.placedAt) / 2 <= :now))', { now })
      .orderBy('o.expiresAt')
      .limit(limit)
      .getMany();
    return due.map((order) => order.orderId);
  }
}
