import { OptionalTextField } from '@meridian/http';
import { ACCOUNT_TYPE_KEYS } from '../../catalogue/account-types';

/** A transfer between two of the customer's own accounts. */
export class TransferRequestDto {
  @OptionalTextField(16, {}, { example: 'USDT' })
  coin?: string;

  @OptionalTextField(16, {}, { enum: ACCOUNT_TYPE_KEYS, example: 'bba', description: 'The account the money leaves' })
  from?: string;

  @OptionalTextField(16, {}, { enum: ACCOUNT_TYPE_KEYS, example: 'bb', description: 'The account the money arrives in' })
  to?: string;

  @OptionalTextField(40, {}, { example: '25', description: 'A decimal string in the coin' })
  amount?: string;
}
