import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';
import { BankDetailsResponseDto } from '../wallet-book/wallet-book.response.dto';

export class WithdrawalApprovalResponseDto {
  @ApiProperty() staff_id!: string;
  @ApiProperty() note!: string;
  @ApiProperty() at!: string;
}

/** A withdrawal request as its owner and staff see it. */
export class WithdrawalResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) customer_id!: string;
  @ApiProperty({ ...nullableText, description: 'The customer’s e-mail or phone, for staff' }) customer!: string | null;
  @ApiProperty({ enum: ['crypto', 'bank'] }) method!: 'crypto' | 'bank';
  @ApiProperty({ example: 'USDT' }) coin!: string;
  @ApiProperty({ ...nullableText, description: 'Crypto withdrawals' }) chain!: string | null;
  @ApiProperty({ ...nullableText, description: 'Crypto withdrawals' }) address!: string | null;
  @ApiProperty(nullableText) memo!: string | null;
  @ApiProperty({ type: BankDetailsResponseDto, nullable: true, description: 'Bank withdrawals: the card it goes to' }) bank!: BankDetailsResponseDto | null;
  @ApiProperty({ description: 'What leaves the account, the fee included' }) amount!: string;
  @ApiProperty() fee!: string;
  @ApiProperty({ description: 'What arrives' }) receive!: string;
  @ApiProperty({ description: 'Two different finance staff must approve' }) dual_approval!: boolean;
  @ApiProperty({ ...nullableText, description: 'No approval before this time (after a security change)' }) review_hold_until!: string | null;
  @ApiProperty({ enum: ['pending', 'approving', 'completed', 'rejected'] }) status!: 'pending' | 'approving' | 'completed' | 'rejected';
  @ApiProperty({ ...nullableText, description: 'Why staff rejected it' }) reason!: string | null;
  @ApiProperty({ type: [WithdrawalApprovalResponseDto] }) approvals!: WithdrawalApprovalResponseDto[];
  @ApiProperty(nullableText) reviewed_by!: string | null;
  @ApiProperty(nullableText) reviewed_at!: string | null;
  @ApiProperty() created_at!: string;
}
