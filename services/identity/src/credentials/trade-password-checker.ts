import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, type TradePasswordChecker } from '@meridian/runtime';
import { verifyPassword } from './password-hasher';

@Injectable()
export class SqlTradePasswordChecker implements TradePasswordChecker {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async checkTradePassword(customerId: string, password: string): Promise<'ok' | 'wrong' | 'unset'> {
    const { rows } = await this.pool.query<{ trade_password_hash: string | null }>('SELECT trade_password_hash FROM customers WHERE id = $1', [customerId]);
    const hash = rows[0]?.trade_password_hash;
    if (!hash) return 'unset';
    // An empty attempt is only a question ("is one set?"): no need to spend a hash on it.
    if (password === '') return 'wrong';
    return (await verifyPassword(password, hash)) ? 'ok' : 'wrong';
  }
}
