import { Controller, Get, Inject, Param, ParseUUIDPipe, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Pool } from 'pg';
import { CurrentCustomer, CustomerAuthGuard, Roles, StaffAuthGuard } from '@meridian/http';
import { assetOf, Money } from '@meridian/money';
import { PG_POOL, STAFF_ROLES, type CustomerPrincipal } from '@meridian/runtime';
import { parseAccount } from '@meridian/ledger';

interface BalanceRow {
  account: string;
  asset: string;
  balance: string;
  updated_at: Date;
}

async function balancesOf(pool: Pool, customerId: string) {
  const { rows } = await pool.query<BalanceRow>(
    'SELECT account, asset, balance::text AS balance, updated_at FROM ledger_balances WHERE customer_id = $1 ORDER BY account',
    [customerId],
  );
  return rows.map((row) => {
    const parsed = parseAccount(row.account);
    return {
      account: row.account,
      kind: parsed.type === 'user' ? parsed.kind : parsed.type,
      asset: row.asset,
      available: Money.ofMinor(assetOf(row.asset), BigInt(row.balance)).toString(),
      updatedAt: row.updated_at.toISOString(),
    };
  });
}

@ApiTags('accounts')
@ApiBearerAuth()
@Controller('api/v1')
export class BalancesController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  @Get('me/balances')
  @UseGuards(CustomerAuthGuard)
  async mine(@CurrentCustomer() customer: CustomerPrincipal) {
    return { code: 7, message: '', title: '', time: 0, data: await balancesOf(this.pool, customer.customerId), event: null };
  }

  @Get('admin/customers/:id/balances')
  @UseGuards(StaffAuthGuard)
  @Roles(...STAFF_ROLES)
  async ofCustomer(@Param('id', new ParseUUIDPipe()) id: string) {
    const data = await balancesOf(this.pool, id);
    return { data, total: data.length };
  }
}
