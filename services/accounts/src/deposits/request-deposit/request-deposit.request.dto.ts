import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CoinOnChainDto } from '../../catalogue/coin-on-chain.request.dto';

/** The form of a declared deposit (multipart: these fields and the `proof` image). */
export class DepositRequestDto extends CoinOnChainDto {
  @ApiPropertyOptional({ example: '100', description: 'A decimal string in the coin, at least the chain’s minimum deposit' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  amount?: string;

  @ApiPropertyOptional({ description: 'The transaction hash on the chain, when the customer has it' })
  @IsOptional()
  @IsString({ message: 'field.invalid' })
  @MaxLength(128)
  tx_hash?: string;

  @ApiPropertyOptional({ description: 'A note for finance, at most 200 characters kept' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  remark?: string;

  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'Proof of payment: JPG or PNG, at most 8 MB, checked by its bytes' })
  proof?: unknown;
}
