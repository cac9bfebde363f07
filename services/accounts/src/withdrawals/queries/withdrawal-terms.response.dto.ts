import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';

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
