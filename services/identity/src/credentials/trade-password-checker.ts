import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, type TradePasswordChecker } from '@meridian/runtime';
import { Customer } from '../customers/read-models/customer.entity';
import { identityReadModels } from '../identity.read-models';
import { verifyPassword } from './password-hasher';

@Injectable()
export class SqlTradePasswordChecker implements TradePasswordChecker {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async checkTradePassword(customerId: string, password: string): Promise<'ok' | 'wrong' | 'unset'> {
    const customers = (await identityReadModels.on(this.pool)).getRepository(Customer);
    const hash = (await customers.findOne({ where: { id: customerId }, select: { id: true, tradePasswordHash: true } }))?.tradePasswordHash;
    if (!hash) return 'unset';
    // An empty attempt is only a question ("is one set?"): no need to spend a hash on it.
    if (password === '') return 'wrong';
    return (await verifyPassword(password, hash)) ? 'ok' : 'wrong';
  }
}
