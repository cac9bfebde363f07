import { ApiPropertyOptional } from '@nestjs/swagger';
import { OptionalTextField } from '@meridian/http';
import { CoinOnChainDto } from '../../catalogue/coin-on-chain.request.dto';

/** The form of a declared deposit (multipart: these fields and the `proof` image). */
export class DepositRequestDto extends CoinOnChainDto {
  @OptionalTextField(40, {}, { example: '100', description: 'A decimal string in the coin, at least the chain’s minimum deposit' })
  amount?: string;

  @OptionalTextField(128, { invalid: 'field.invalid' }, { description: 'The transaction hash on the chain, when the customer has it' })
  tx_hash?: string;

  @OptionalTextField(500, {}, { description: 'A note for finance, at most 200 characters kept' })
  remark?: string;

  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'Proof of payment: JPG or PNG, at most 8 MB, checked by its bytes' })
  proof?: unknown;
}
