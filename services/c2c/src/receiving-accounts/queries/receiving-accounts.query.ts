import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DomainError } from '@meridian/decider';
import { PG_POOL } from '@meridian/runtime';
import type { ReceivingAccountSnapshot } from '../../orders/domain/c2c-order.types';
import { c2cReadModels } from '../../c2c.read-models';
import { ReceivingAccount } from '../read-models/receiving-account.entity';
import type { ReceivingAccountResponseDto } from './receiving-account.response.dto';

const iso = (date: Date | null) => date?.toISOString() ?? null;

const view = ({ accountId, proposedAt, confirmedAt, retiredAt, ...account }: ReceivingAccount): ReceivingAccountResponseDto => ({
  id: accountId,
  ...account,
  proposedAt: proposedAt.toISOString(),
  confirmedAt: iso(confirmedAt),
  retiredAt: iso(retiredAt),
});

@Injectable()
export class ReceivingAccountsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async list(filter: { fiat?: string; status?: string; limit: number; offset: number }) {
    const query = (await c2cReadModels.on(this.pool)).getRepository(ReceivingAccount).createQueryBuilder('a');
    if (filter.fiat) query.andWhere('a.fiat = :fiat', { fiat: filter.fiat });
    if (filter.status) query.andWhere('a.status = :status', { status: filter.status });
    const [rows, total] = await query
      .orderBy("a.status = 'active'", 'DESC')
      .addOrderBy('a.fiat')
      .addOrderBy('a.proposedAt', 'DESC')
      .limit(filter.limit)
      .offset(filter.offset)
      .getManyAndCount();
    return { items: rows.map(view), total };
  }

  async one(accountId: string): Promise<ReceivingAccountResponseDto> {
    const row = await (await c2cReadModels.on(this.pool)).getRepository(ReceivingAccount).findOneBy({ accountId });
    if (!row) throw new DomainError('c2c.accountNotFound');
    return view(row);
  }

  /** An account support may match an order to now: confirmed by a second member and not retired. */
  async matchable(accountId: string): Promise<ReceivingAccountSnapshot> {
    const account = await this.one(accountId);
    if (account.status !== 'active') throw new DomainError('c2c.accountNotActive');
    const { id, fiat, accountName, accountNumber, bankName, bankAddress } = account;
    return { accountId: id, fiat, accountName, accountNumber, bankName, bankAddress };
  }
}
