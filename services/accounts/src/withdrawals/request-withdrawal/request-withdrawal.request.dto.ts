import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { OptionalTextField } from '@meridian/http';
import { CoinOnChainDto } from '../../catalogue/coin-on-chain.request.dto';

/** The body of a withdrawal request and of its quote: a crypto address, or a saved bank card. */
export class WithdrawalRequestDto extends CoinOnChainDto {
  @ApiPropertyOptional({ enum: ['crypto', 'bank'], default: 'crypto' })
  @IsOptional()
  @IsIn(['crypto', 'bank'])
  method?: 'crypto' | 'bank';

  @OptionalTextField(128, {}, { description: 'For method crypto: the address, checked with the chain’s rules' })
  address?: string;

  @OptionalTextField(64, {}, { description: 'The destination tag or memo, where the chain needs one' })
  memo?: string;

  @OptionalTextField(64, {}, { description: 'For method bank: one of the customer’s saved cards' })
  bank_card_id?: string;

  @OptionalTextField(40, {}, { example: '150', description: 'A decimal string in the coin' })
  amount?: string;

  @OptionalTextField(64, {}, { description: 'The six-digit trade password (request only)' })
  trade_password?: string;

  @OptionalTextField(16, {}, { example: '123456', description: 'The authenticator app’s current code, when the customer has turned it on (request only)' })
  totp_code?: string;
}
