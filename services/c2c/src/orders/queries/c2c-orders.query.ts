import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DomainError } from '@meridian/decider';
import { staffFilters } from '@meridian/http';
import { ASSETS, Decimal, Money } from '@meridian/money';
import { PG_POOL } from '@meridian/runtime';
import { OPEN_STATUSES, type C2cOrderStatus, type PaymentProofImage, type ReceivingAccountSnapshot } from '../domain/c2c-order.types';
import { FIAT_CURRENCIES, isFiat, type PaymentType } from '../domain/c2c-terms';
import type { C2cOrderResponseDto, C2cOrderStaffResponseDto } from './c2c-order.response.dto';

interface OrderRow {
  order_id: string;
  customer_id: string;
  status: C2cOrderStatus;
  amount: string;
  fiat: string;
  payment: PaymentType;
  rate: string;
  fiat_amount: string;
  verified_name: string;
  placed_at: Date;
  expires_at: Date;
  reminded_at: Date | null;
  matching: { holdId: string; staffId: string; account: ReceivingAccountSnapshot; at: string } | null;
  match_refusal: string | null;
  receiving_account: ReceivingAccountSnapshot | null;
  matched_by: string | null;
  matched_at: Date | null;
  payer_name: string | null;
  payer_bank: string | null;
  proof: PaymentProofImage | null;
  name_matches: boolean | null;
  proof_at: Date | null;
  approvals: { staffId: string; at: string }[];
  extensions: { staffId: string; hours: number; reason: string; at: string }[];
  decided_by: string | null;
  reason: string | null;
  ended_at: Date | null;
  credited_at: Date | null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const usdt = (text: string) => Money.parse(ASSETS.USDT, text).toString();
const accountView = ({ accountName, accountNumber, bankName, bankAddress }: ReceivingAccountSnapshot) => ({ accountName, accountNumber, bankName, bankAddress });
/** A rate loses the trailing zeros numeric(30, 8) gives it. */
const trimmed = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);
/** A fiat amount in the currency's own decimals (numeric(30, 2) gives 3250.00 for TWD, which has none): exact, as the order computed it. */
const inCurrency = (text: string, fiat: string) => (isFiat(fiat) ? Decimal.parse(text).rescale(FIAT_CURRENCIES[fiat], 'half-up').toString() : text);

function customerView(row: OrderRow): C2cOrderResponseDto {
  return {
    id: row.order_id,
    status: row.status,
    amount: usdt(row.amount),
    fiat: row.fiat,
    payment: row.payment,
    rate: trimmed(row.rate),
    fiatAmount: inCurrency(row.fiat_amount, row.fiat),
    fee: '0',
    placedAt: row.placed_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    receivingAccount: row.receiving_account ? accountView(row.receiving_account) : null,
    payerName: row.payer_name,
    payerBank: row.payer_bank,
    proofSubmittedAt: iso(row.proof_at),
    reason: row.reason,
    endedAt: iso(row.ended_at),
    creditedAt: iso(row.credited_at),
    verifiedName: row.verified_name,
  };
}

function staffView(row: OrderRow): C2cOrderStaffResponseDto {
  return {
    ...customerView(row),
    customerId: row.customer_id,
    nameMatches: row.name_matches,
    proofImageId: row.proof?.imageId ?? null,
    matching: row.matching ? { holdId: row.matching.holdId, staffId: row.matching.staffId, at: row.matching.at, account: accountView(row.matching.account) } : null,
    matchRefusal: row.match_refusal,
    receivingAccountId: row.receiving_account?.accountId ?? null,
    matchedBy: row.matched_by,
    matchedAt: iso(row.matched_at),
    remindedAt: iso(row.reminded_at),
    approvals: row.approvals,
    extensions: row.extensions,
    decidedBy: row.decided_by,
  };
}

/** The queue is the open orders, read by the deadline nearest first. */
const QUEUE = OPEN_STATUSES;
const SORTABLE: Record<string, string> = { expiresAt: 'expires_at', placedAt: 'placed_at', amount: 'amount' };

@Injectable()
export class C2cOrdersQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async mine(customerId: string): Promise<C2cOrderResponseDto[]> {
    const { rows } = await this.pool.query<OrderRow>('SELECT * FROM c2c_orders WHERE customer_id = $1 ORDER BY placed_at DESC LIMIT 100', [customerId]);
    return rows.map(customerView);
  }

  private async row(orderId: string, customerId: string | null): Promise<OrderRow> {
    const { rows } = await this.pool.query<OrderRow>('SELECT * FROM c2c_orders WHERE order_id = $1', [orderId]);
    const row = rows[0];
    if (!row || (customerId !== null && row.customer_id !== customerId)) throw new DomainError('c2c.notFound');
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
  async openOf(customerId: string, db: Pick<Pool, 'query'> = this.pool): Promise<string | null> {
    const { rows } = await db.query<{ order_id: string }>(`SELECT order_id FROM c2c_orders WHERE customer_id = $1 AND status = ANY($2::text[]) LIMIT 1`, [customerId, QUEUE]);
    return rows[0]?.order_id ?? null;
  }

  /** Staff's list: open orders by the deadline nearest first (the queue), or any status, newest first. */
  async list(filter: { status?: string; customerId?: string; sort?: string; order?: 'ASC' | 'DESC'; limit: number; offset: number }) {
    const queue = !filter.status || filter.status === 'open';
    const { clause, params } = staffFilters({ status: queue ? undefined : filter.status, customer_id: filter.customerId });
    const where = queue ? `${clause ? `${clause} AND` : 'WHERE'} status = ANY($${params.push(QUEUE)}::text[])` : clause;
    const sort = SORTABLE[filter.sort ?? ''] ?? (queue ? 'expires_at' : 'placed_at');
    const order = filter.order ?? (queue ? 'ASC' : 'DESC');
    const [{ rows }, count] = await Promise.all([
      this.pool.query<OrderRow>(`SELECT * FROM c2c_orders ${where} ORDER BY ${sort} ${order}, order_id LIMIT ${filter.limit} OFFSET ${filter.offset}`, params),
      this.pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM c2c_orders ${where}`, params),
    ]);
    return { items: rows.map(staffView), total: Number(count.rows[0]!.n) };
  }

  /** Orders whose timer is due at `now`: past the deadline without a proof, or past half time unreminded. */
  async due(now: Date, limit = 500): Promise<string[]> {
    const { rows } = await this.pool.query<{ order_id: string }>(
      `SELECT order_id FROM c2c_orders WHERE status IN ('unmatched', 'matched')
         AND (expires_at <= $1 OR (reminded_at IS NULL AND placed_at + (expires_at - placed_at) / 2 <= $1))
       ORDER BY expires_at LIMIT $2`,
      [now, limit],
    );
    return rows.map((row) => row.order_id);
  }
}
