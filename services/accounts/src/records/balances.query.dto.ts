import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional } from 'class-validator';
import { ACCOUNT_TYPE_KEYS } from '../catalogue/account-types';

/** Which account's balances: one type, or (left out or empty) every account. */
export class BalancesQueryDto {
  @ApiPropertyOptional({ enum: ACCOUNT_TYPE_KEYS })
  @IsOptional()
  @IsIn(['', ...ACCOUNT_TYPE_KEYS])
  type?: string;
}

/** An auditor's replay of a customer's ledger as of a moment (default: now). */
export class ReplayQueryDto {
  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @IsISO8601()
  at?: string;
}
