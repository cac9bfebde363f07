import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsNumberString, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { StaffListQueryDto } from '@meridian/http';
import { ACCOUNT_TYPE_KEYS } from '../../catalogue/account-types';

/** The filters of the customer's records (GET /records, /deposits, /withdrawals), newest first. */
export class RecordsFilterDto {
  @ApiPropertyOptional({ enum: ['account', 'deposit', 'withdrawal'], default: 'account' })
  @IsOptional()
  @IsIn(['account', 'deposit', 'withdrawal'])
  kind?: string;

  @ApiPropertyOptional({ example: 'USDT' })
  @IsOptional()
  @IsString()
  @MaxLength(16)
  coin?: string;

  @ApiPropertyOptional({ enum: ACCOUNT_TYPE_KEYS, description: 'For kind account: one account' })
  @IsOptional()
  @IsIn(ACCOUNT_TYPE_KEYS)
  type?: string;

  @ApiPropertyOptional({ example: 'pending' })
  @IsOptional()
  @IsString()
  @MaxLength(24)
  status?: string;

  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @IsISO8601()
  from?: string;

  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @IsISO8601()
  to?: string;

  @ApiPropertyOptional({ example: '1' })
  @IsOptional()
  @IsNumberString({ no_symbols: true })
  page?: string;

  @ApiPropertyOptional({ example: '20', description: 'At most 100' })
  @IsOptional()
  @IsNumberString({ no_symbols: true })
  per_page?: string;
}

/** A staff review queue of deposits or withdrawals. */
export class ReviewQueueQueryDto extends StaffListQueryDto {
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() customerId?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() customer_id?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(24) status?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(16) coin?: string;
}

/** What a staff review queue asks of the records: one customer's or everyone's, a page, a status and a coin, oldest first unless told. */
export function reviewQueue(query: ReviewQueueQueryDto) {
  const customerId = query.customerId ?? query.customer_id ?? null;
  const filter = { page: query._page, per_page: query._perPage, status: query.status, coin: query.coin, order: query._order === 'DESC' ? ('DESC' as const) : ('ASC' as const) };
  return { customerId, filter };
}
