import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';

const PHASES = ['upcoming', 'open', 'sold_out', 'closed', 'allotted', 'failed', 'released'] as const;
export const SUBSCRIPTION_STATUSES = ['funding', 'under_review', 'passed', 'not_passed', 'issuance_failed', 'released'] as const;

export class CoinOfferingResponseDto {
  @ApiProperty({ example: 'NOVA' }) id!: string;
  @ApiProperty() symbol!: string;
  @ApiProperty() name!: string;
  @ApiProperty() scale!: number;
  @ApiProperty({ description: 'USDT per coin' }) issuePrice!: string;
  @ApiProperty() issueVolume!: string;
  @ApiProperty() circulation!: string;
  @ApiProperty() startsAt!: string;
  @ApiProperty() endsAt!: string;
  @ApiProperty() listingDate!: string;
  @ApiProperty() lockupDays!: number;
  @ApiProperty() feeRate!: string;
  @ApiProperty() maxPerCustomer!: string;
  @ApiProperty({ enum: PHASES }) phase!: (typeof PHASES)[number];
  @ApiProperty({ description: 'Coins asked for so far' }) subscribed!: string;
  @ApiProperty() subscribers!: number;
  @ApiProperty({ ...nullableText, description: 'The share each subscription received (1 when not oversubscribed)' }) ratio!: string | null;
  @ApiProperty({ ...nullableText, description: 'Why the issuance failed, or the last change' }) reason!: string | null;
  @ApiProperty({ description: 'When allotted coins reach wallets' }) releaseAt!: string;
  @ApiProperty() changedAt!: string;
}

export class CoinSubscriptionResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() symbol!: string;
  @ApiProperty() name!: string;
  @ApiProperty() customerId!: string;
  @ApiProperty() quantity!: string;
  @ApiProperty() price!: string;
  @ApiProperty() cost!: string;
  @ApiProperty() fee!: string;
  @ApiProperty({ description: 'USDT frozen' }) held!: string;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES }) status!: (typeof SUBSCRIPTION_STATUSES)[number];
  @ApiProperty({ ...nullableText }) allotted!: string | null;
  @ApiProperty({ ...nullableText }) paid!: string | null;
  @ApiProperty({ ...nullableText }) refund!: string | null;
  @ApiProperty({ ...nullableText, description: 'A message key or staff’s reason' }) reason!: string | null;
  @ApiProperty() releaseAt!: string;
  @ApiProperty() placedAt!: string;
}
