import { TextField } from '@meridian/http';

export class PurchaseEarnRequestDto {
  @TextField(64, { invalid: 'earn.productUnknown', tooLong: 'earn.productUnknown' }, { example: 'custody-7d' })
  productId!: string;

  @TextField(
    40,
    { invalid: 'earn.amountInvalid', tooLong: 'earn.amountInvalid' },
    { example: '1000', description: 'USDT, a decimal string' },
  )
  amount!: string;
}
