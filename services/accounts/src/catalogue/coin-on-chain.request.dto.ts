import { OptionalTextField } from '@meridian/http';

/** A coin on one of its networks; whether the pair exists is the catalogue's answer, not the DTO's. */
export class CoinOnChainDto {
  @OptionalTextField(16, {}, { example: 'USDT' })
  coin?: string;

  @OptionalTextField(16, {}, { example: 'TRC20' })
  chain?: string;
}
