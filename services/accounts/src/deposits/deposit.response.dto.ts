import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';
import { WithdrawalApprovalResponseDto } from '../withdrawals/withdrawal.response.dto';

/** A deposit request as its owner and staff see it. */
export class DepositResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) customer_id!: string;
  @ApiProperty({ ...nullableText, description: 'The customer’s e-mail or phone, for staff' }) customer!: string | null;
  @ApiProperty({ example: 'USDT' }) coin!: string;
  @ApiProperty({ example: 'ERC20' }) chain!: string;
  @ApiProperty({ example: '250.500000' }) amount!: string;
  @ApiProperty(nullableText) tx_hash!: string | null;
  @ApiProperty() remark!: string;
  @ApiProperty() has_proof!: boolean;
  @ApiProperty({ enum: ['pending', 'approving', 'completed', 'rejected'], description: '`approving`: the first of two finance approvals was given; nothing credited yet' })
  status!: 'pending' | 'approving' | 'completed' | 'rejected';
  @ApiProperty({ ...nullableText, description: 'Why staff rejected it' }) reason!: string | null;
  @ApiProperty({ ...nullableText, description: 'Staff’s note on approval' }) note!: string | null;
  @ApiProperty({ type: [WithdrawalApprovalResponseDto], description: 'The approvals given so far, oldest first' }) approvals!: WithdrawalApprovalResponseDto[];
  @ApiProperty(nullableText) reviewed_by!: string | null;
  @ApiProperty(nullableText) reviewed_at!: string | null;
  @ApiProperty() created_at!: string;
}
