import { TextField } from '@meridian/http';

export class SubscribeRequestDto {
  @TextField(16, { invalid: 'subscription.coinUnknown', tooLong: 'subscription.coinUnknown' }, { example: 'NOVA' })
  coinId!: string;
  @TextField(
    40,
    { invalid: 'field.invalid', tooLong: 'field.invalid' },
    { example: '100', description: 'Coins asked for, a decimal string with at most the coin’s decimals' },
  )
  quantity!: string;
}
