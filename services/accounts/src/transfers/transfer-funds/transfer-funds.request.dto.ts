import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ACCOUNT_TYPE_KEYS } from '../../catalogue/account-types';

/** A transfer between two of the customer's own accounts. */
export class TransferRequestDto {
  @ApiPropertyOptional({ example: 'USDT' })
  @IsOptional()
  @IsString()
  @MaxLength(16)
  coin?: string;

  @ApiPropertyOptional({ enum: ACCOUNT_TYPE_KEYS, example: 'bba', description: 'The account the money leaves' })
  @IsOptional()
  @IsString()
  @MaxLength(16)
  from?: string;

  @ApiPropertyOptional({ enum: ACCOUNT_TYPE_KEYS, example: 'bb', description: 'The account the money arrives in' })
  @IsOptional()
  @IsString()
  @MaxLength(16)
  to?: string;

  @ApiPropertyOptional({ example: '25', description: 'A decimal string in the coin' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  amount?: string;
}
