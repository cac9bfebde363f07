import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { TickResponseDto } from '../../market/tick.response.dto';

const nullableText = { type: String, nullable: true } as const;

export class PlaceOptionRequestDto {
  @ApiProperty({ example: 'BTCUSDT' }) @IsString() @MaxLength(24) symbol!: string;
  @ApiProperty({ enum: ['rise', 'fall'] }) @IsIn(['rise', 'fall']) direction!: 'rise' | 'fall';
  @ApiProperty({ example: 60, description: 'One of the product’s durations' }) @IsInt() @Min(1) seconds!: number;
  @ApiProperty({ example: '100', description: 'USDT staked from the option account' }) @Matches(/^\d{1,20}(\.\d{1,6})?$/) amount!: string;
}

export class OptionsQueryDto {
  @ApiPropertyOptional({ enum: ['pending', 'history'], description: 'pending by default' }) @IsOptional() @IsIn(['pending', 'history']) status?: 'pending' | 'history';
}

export class OptionDurationResponseDto {
  @ApiProperty() seconds!: number;
  @ApiProperty({ example: '0.85', description: 'A win pays stake x this on top of the stake' }) payoutRate!: string;
}

export class OptionProductResponseDto {
  @ApiProperty() symbol!: string;
  @ApiProperty({ type: [OptionDurationResponseDto] }) durations!: OptionDurationResponseDto[];
  @ApiProperty() minAmount!: string;
  @ApiProperty() maxAmount!: string;
  @ApiProperty() feeRate!: string;
}

/** A delivery option: its fixed terms, the ticks it used and its result. */
export class OptionOrderResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() symbol!: string;
  @ApiProperty({ enum: ['rise', 'fall'] }) direction!: 'rise' | 'fall';
  @ApiProperty() amount!: string;
  @ApiProperty() seconds!: number;
  @ApiProperty() payoutRate!: string;
  @ApiProperty() fee!: string;
  @ApiProperty() acceptedAt!: string;
  @ApiProperty({ description: 'Acceptance plus the duration, never moved' }) expiresAt!: string;
  @ApiProperty({ type: TickResponseDto, nullable: true, description: 'The first recorded tick after acceptance' }) strikeTick!: TickResponseDto | null;
  @ApiProperty({ type: TickResponseDto, nullable: true, description: 'The last recorded tick at or before expiry' }) settlementTick!: TickResponseDto | null;
  @ApiProperty({ enum: ['waiting', 'settled'] }) status!: 'waiting' | 'settled';
  @ApiProperty({ ...nullableText, enum: ['win', 'loss', 'tie', 'refunded'] }) result!: 'win' | 'loss' | 'tie' | 'refunded' | null;
  @ApiProperty(nullableText) payout!: string | null;
  @ApiProperty(nullableText) settledAt!: string | null;
}

/** An option order in the option book (staff): the customer's view and who they are. */
export class OptionBookEntryResponseDto extends OptionOrderResponseDto {
  @ApiProperty() customerId!: string;
  @ApiProperty({ description: 'The customer’s account name' }) account!: string;
}
