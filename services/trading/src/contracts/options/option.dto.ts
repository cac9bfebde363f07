import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min, MinLength } from 'class-validator';
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

export class OptionEligibilityResponseDto {
  @ApiProperty({ description: 'False where real-money options are refused for the customer’s country' }) offered!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'ISO 3166 alpha-2; null when not known' }) country!: string | null;
  @ApiProperty({ enum: ['verified', 'phone-area-code', 'unknown'] }) basis!: 'verified' | 'phone-area-code' | 'unknown';
  @ApiProperty({ description: 'Demo accounts trade virtual money and are never refused' }) demo!: boolean;
}

/** Where real-money options are refused (staff). */
export class OptionRestrictionsResponseDto {
  @ApiProperty({ example: 'current' }) id!: string;
  @ApiProperty({ type: [String], example: ['GB', 'FR'] }) countries!: string[];
  @ApiProperty({ type: [String], description: 'The European Union and the United Kingdom, where retail binary options are banned' }) euAndUk!: string[];
}

export class OptionRestrictionsRequestDto {
  @ApiProperty({ type: [String], description: 'The whole list, ISO 3166 alpha-2; empty: offered everywhere' })
  @IsArray()
  @ArrayMaxSize(300)
  @IsString({ each: true })
  @MaxLength(2, { each: true })
  countries!: string[];

  @ApiProperty({ description: 'Why, kept with the change' }) @IsString() @MinLength(3) @MaxLength(500) reason!: string;
}
