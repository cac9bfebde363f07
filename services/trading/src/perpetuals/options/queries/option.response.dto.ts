import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';
import { TickResponseDto } from '../../../market/tick.response.dto';

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

export class OptionEligibilityResponseDto {
  @ApiProperty({ description: 'False where real-money options are refused for the customer’s country' }) offered!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'ISO 3166 alpha-2; null when not known' }) country!: string | null;
  @ApiProperty({ enum: ['verified', 'phone-area-code', 'unknown'] }) basis!: 'verified' | 'phone-area-code' | 'unknown';
  @ApiProperty({ description: 'Demo accounts trade virtual money and are never refused' }) demo!: boolean;
}
