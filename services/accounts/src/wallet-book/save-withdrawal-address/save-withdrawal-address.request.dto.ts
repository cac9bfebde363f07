import { PickType } from '@nestjs/swagger';
import { OptionalTextField } from '@meridian/http';
import { WithdrawalRequestDto } from '../../withdrawals/request-withdrawal/request-withdrawal.request.dto';

/** A withdrawal address to save, with the same fields a withdrawal names it by, checked by the chain's rules. */
export class WithdrawalAddressRequestDto extends PickType(WithdrawalRequestDto, ['coin', 'chain', 'address', 'memo'] as const) {
  @OptionalTextField(200, {}, { description: 'The customer’s own label, at most 60 characters kept' })
  remark?: string;
}
