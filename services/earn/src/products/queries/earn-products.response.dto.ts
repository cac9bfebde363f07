import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';

export class EarnPenaltyRuleResponseDto {
  @ApiProperty({ enum: ['principal-share', 'per-remaining-day'] }) kind!: 'principal-share' | 'per-remaining-day';
  @ApiProperty({ example: '0.05' }) rate!: string;
}

export class EarnProductResponseDto {
  @ApiProperty({ example: 'custody-7d' }) productId!: string;
  @ApiProperty({ enum: ['custody', 'vip'] }) kind!: 'custody' | 'vip';
  @ApiProperty({ description: 'The VIP level a buyer needs (0: everyone)' }) minVipLevel!: number;
  @ApiProperty() cycleDays!: number;
  @ApiProperty({ description: 'USDT' }) minAmount!: string;
  @ApiProperty({ description: 'USDT' }) maxAmount!: string;
  @ApiProperty({ example: '0.003' }) dailyRateMin!: string;
  @ApiProperty({ example: '0.005' }) dailyRateMax!: string;
  @ApiProperty({ type: EarnPenaltyRuleResponseDto }) penalty!: EarnPenaltyRuleResponseDto;
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ description: "Today's rate, as staff set it or the range's low end" }) todayRate!: string;
  @ApiProperty({ description: 'False: closed, its payout account (platform:earn-payouts) does not cover the yield of even the smallest new order' })
  payoutsFunded!: boolean;
}

export class EarnUpcomingRateResponseDto {
  @ApiProperty({ example: '2026-11-25' }) date!: string;
  @ApiProperty() rate!: string;
  @ApiProperty() setBy!: string;
  @ApiProperty() setAt!: string;
}

/** A product as finance sees it: its terms, the last change with its reason, and the rates set ahead. */
export class EarnStaffProductResponseDto {
  @ApiProperty({ description: 'The product id' }) id!: string;
  @ApiProperty({ type: EarnProductResponseDto }) terms!: Omit<EarnProductResponseDto, 'todayRate'>;
  @ApiProperty({ ...nullableText }) changedAt!: string | null;
  @ApiProperty({ ...nullableText }) changedBy!: string | null;
  @ApiProperty({ ...nullableText }) reason!: string | null;
  @ApiProperty({ example: '2026-11-24', description: "The platform's UTC day: rates can be set from the next one" }) today!: string;
  @ApiProperty({ type: [EarnUpcomingRateResponseDto], description: 'Rates set for today and the coming days' }) rates!: EarnUpcomingRateResponseDto[];
}
