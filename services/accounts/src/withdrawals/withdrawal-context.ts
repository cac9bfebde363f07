import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@meridian/http';
import { SECURITY_RECORD, type SecurityRecord } from '@meridian/runtime';
import { chainOf, coinOf, type ChainSettings, type CoinSettings } from '../catalogue/asset-catalogue';
import type { WithdrawalRules } from '../settings/withdrawal-rules';
import type { WithdrawalContext } from './withdrawal-policy';
import type { Db } from '../funding-store';

export interface WithdrawalTarget {
  method: 'crypto' | 'bank';
  coin: CoinSettings;
  chain: ChainSettings | null;
}

/** Where a withdrawal goes: a coin on a chain, or USDT to a bank card. */
export function withdrawalTarget(method: string | undefined, coinCode: string | undefined, chainName: string | undefined): WithdrawalTarget {
  if (method === 'bank') return { method, coin: coinOf('USDT')!, chain: null };
  if (method !== undefined && method !== 'crypto') throw AppError.badInput('field.invalid', { field: 'method' });
  const found = chainOf(coinCode ?? '', chainName ?? '');
  if (!found) throw AppError.badInput('coin.unknown');
  return { method: 'crypto', coin: found.coin, chain: found.chain };
}

/**
 * What the withdrawal policy needs to know about the customer now: today's count, and identity's own
 * record of the last security change (never a copy that could arrive late).
 */
@Injectable()
export class WithdrawalContexts {
  constructor(@Inject(SECURITY_RECORD) private readonly security: SecurityRecord) {}

  async of(db: Db, customerId: string, target: WithdrawalTarget, rules: WithdrawalRules, now: Date): Promise<WithdrawalContext> {
    const used = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM withdrawals WHERE customer_id = $1
          AND (created_at AT TIME ZONE $2)::date = ($3::timestamptz AT TIME ZONE $2)::date`,
      [customerId, rules.timeZone, now],
    );
    const lastSecurityChange = await this.security.lastSecurityChange(customerId);
    return { rules, now, ...target, usedToday: Number(used.rows[0]!.n), lastSecurityChange };
  }

  lastSecurityChange(customerId: string): Promise<string | null> {
    return this.security.lastSecurityChange(customerId);
  }
}
