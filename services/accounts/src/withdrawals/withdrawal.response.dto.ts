import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BankDetailsResponseDto } from '../wallet-book/wallet-book.response.dto';

const nullableText = { type: String, nullable: true } as const;

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

/** A reason a withdrawal cannot go ahead, as a message key and its values. */
export class RefusalResponseDto {
  @ApiProperty({ example: 'withdrawal.minimum' }) key!: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] } }) params?: Record<string, string | number>;
}

export class WithdrawalWindowResponseDto {
  @ApiProperty({ example: '12:00' }) from!: string;
  @ApiProperty({ example: '23:00' }) to!: string;
  @ApiProperty({ example: 'Asia/Hong_Kong' }) time_zone!: string;
  @ApiProperty() open_now!: boolean;
}

/** What the customer may withdraw now, asked before the form is filled. */
export class WithdrawalRulesResponseDto {
  @ApiProperty({ type: WithdrawalWindowResponseDto }) window!: WithdrawalWindowResponseDto;
  @ApiProperty({ description: 'Withdrawals per day' }) daily_limit!: number;
  @ApiProperty() used_today!: number;
  @ApiProperty({ description: 'In USDT' }) min!: string;
  @ApiProperty({ description: 'In USDT' }) max!: string;
  @ApiProperty({ type: [String], description: 'The chains USDT may leave on' }) usdt_chains!: string[];
  @ApiProperty({ example: '0.05', description: 'Of the amount' }) fee_rate!: string;
  @ApiProperty({ description: 'The chain’s fixed fee, in the coin' }) fee!: string;
  @ApiProperty() allowed!: boolean;
  @ApiProperty({ type: [String], description: 'Why not, in the customer’s language' }) reasons!: string[];
  @ApiProperty({ type: [RefusalResponseDto] }) refusals!: RefusalResponseDto[];
  @ApiProperty(nullableText) review_hold_until!: string | null;
  @ApiProperty() has_trade_password!: boolean;
  @ApiProperty({ enum: ['totp'], nullable: true, type: String, description: 'The second factor a request must carry (`totp_code`), or null' })
  second_factor!: 'totp' | null;
}

/** What a given withdrawal would cost and whether it may go ahead. */
export class WithdrawalQuoteResponseDto {
  @ApiProperty({ example: 'USDT' }) coin!: string;
  @ApiProperty() amount!: string;
  @ApiProperty() fee!: string;
  @ApiProperty() receive!: string;
  @ApiProperty() allowed!: boolean;
  @ApiProperty({ type: [String], description: 'Why not, in the customer’s language' }) reasons!: string[];
  @ApiProperty({ type: [RefusalResponseDto] }) refusals!: RefusalResponseDto[];
}
