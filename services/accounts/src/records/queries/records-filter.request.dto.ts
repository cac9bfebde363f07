import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsNumberString, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { OptionalTextField, StaffListQueryDto } from '@meridian/http';
import { ACCOUNT_TYPE_KEYS } from '../../catalogue/account-types';

/** The filters of the customer's records (GET /records, /deposits, /withdrawals), newest first. */
export class RecordsFilterDto {
  @ApiPropertyOptional({ enum: ['account', 'deposit', 'withdrawal'], default: 'account' })
  @IsOptional()
  @IsIn(['account', 'deposit', 'withdrawal'])
  kind?: string;

  @OptionalTextField(16, {}, { example: 'USDT' })
  coin?: string;

  @ApiPropertyOptional({ enum: ACCOUNT_TYPE_KEYS, description: 'For kind account: one account' })
  @IsOptional()
  @IsIn(ACCOUNT_TYPE_KEYS)
  type?: string;

  @OptionalTextField(24, {}, { example: 'pending' })
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

/**
 * A page of a staff review queue in react-admin's shape: one customer's or everyone's, a status and a
 * coin, oldest first unless told (`read`: the deposits or the withdrawals of the records).
 */
export async function reviewQueuePage<Item>(
  query: ReviewQueueQueryDto,
  read: (
    customerId: string | null,
    filter: { page?: string; per_page?: string; status?: string; coin?: string; order: 'ASC' | 'DESC' },
  ) => Promise<{ items: Item[]; total: number }>,
) {
  const customerId = query.customerId ?? query.customer_id ?? null;
  const page = await read(customerId, {
    page: query._page,
    per_page: query._perPage,
    status: query.status,
    coin: query.coin,
    order: query._order === 'DESC' ? 'DESC' : 'ASC',
  });
  return { data: page.items, total: page.total };
}
