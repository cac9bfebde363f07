import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CoinOnChainDto } from '../../catalogue/coin-on-chain.request.dto';

/** The body of a withdrawal request and of its quote: a crypto address, or a saved bank card. */
export class WithdrawalRequestDto extends CoinOnChainDto {
  @ApiPropertyOptional({ enum: ['crypto', 'bank'], default: 'crypto' })
  @IsOptional()
  @IsIn(['crypto', 'bank'])
  method?: 'crypto' | 'bank';

  @ApiPropertyOptional({ description: 'For method crypto: the address, checked with the chain’s rules' })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  address?: string;

  @ApiPropertyOptional({ description: 'The destination tag or memo, where the chain needs one' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  memo?: string;

  @ApiPropertyOptional({ description: 'For method bank: one of the customer’s saved cards' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  bank_card_id?: string;

  @ApiPropertyOptional({ example: '150', description: 'A decimal string in the coin' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  amount?: string;

  @ApiPropertyOptional({ description: 'The six-digit trade password (request only)' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  trade_password?: string;

  @ApiPropertyOptional({ example: '123456', description: 'The authenticator app’s current code, when the customer has turned it on (request only)' })
  @IsOptional()
  @IsString()
  @MaxLength(16)
  totp_code?: string;
}
