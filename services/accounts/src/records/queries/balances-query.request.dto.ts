import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ACCOUNT_TYPE_KEYS } from '../../catalogue/account-types';

/** Which account's balances: one type, or (left out or empty) every account. */
export class BalancesQueryDto {
  @ApiPropertyOptional({ enum: ACCOUNT_TYPE_KEYS })
  @IsOptional()
  @IsIn(['', ...ACCOUNT_TYPE_KEYS])
  type?: string;
}
