import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';
import { EarnPenaltyRuleResponseDto } from '../../products/queries/earn-products.response.dto';

const STATUSES = ['funding', 'failed', 'in_custody', 'redeeming', 'redemption_rejected', 'redeemed', 'completed'];

export class RedemptionQuoteResponseDto {
  @ApiProperty({ description: 'USDT kept as the penalty' }) penalty!: string;
  @ApiProperty({ description: 'USDT back in the funding wallet' }) receive!: string;
}

export class EarnYieldResponseDto {
  @ApiProperty() day!: number;
  @ApiProperty() rate!: string;
  @ApiProperty() amount!: string;
  @ApiProperty() paidAt!: string;
}

export class EarnOrderResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() productId!: string;
  @ApiProperty({ enum: ['custody', 'vip'] }) kind!: 'custody' | 'vip';
  @ApiProperty({ description: 'The VIP level the product needed when bought' }) minVipLevel!: number;
  @ApiProperty({ description: 'The principal, USDT' }) amount!: string;
  @ApiProperty({ enum: STATUSES }) status!: 'funding' | 'failed' | 'in_custody' | 'redeeming' | 'redemption_rejected' | 'redeemed' | 'completed';
  @ApiProperty() cycleDays!: number;
  @ApiProperty() dailyRateMin!: string;
  @ApiProperty() dailyRateMax!: string;
  @ApiProperty({ type: EarnPenaltyRuleResponseDto }) penaltyRule!: EarnPenaltyRuleResponseDto;
  @ApiProperty({ ...nullableText, description: 'The first cut-off after the principal was held: earning starts here' }) valueDate!: string | null;
  @ApiProperty(nullableText) maturesAt!: string | null;
  @ApiProperty() paidDays!: number;
  @ApiProperty() daysRemaining!: number;
  @ApiProperty({ description: 'Yields paid so far, USDT' }) earned!: string;
  @ApiProperty({ ...nullableText, description: 'The penalty quoted for a pending redemption, or charged' }) penalty!: string | null;
  @ApiProperty({ ...nullableText, description: 'Why the purchase failed or the redemption was rejected' }) reason!: string | null;
  @ApiProperty(nullableText) redemptionRequestedAt!: string | null;
  @ApiProperty() placedAt!: string;
  @ApiProperty({ type: RedemptionQuoteResponseDto, nullable: true, description: 'What redeeming now costs; null when it cannot be redeemed' }) redemptionQuote!: RedemptionQuoteResponseDto | null;
}

export class EarnOrderDetailResponseDto extends EarnOrderResponseDto {
  @ApiProperty() customerId!: string;
  @ApiProperty({ type: [EarnYieldResponseDto] }) yields!: EarnYieldResponseDto[];
}

export class EarnStaffOrderResponseDto extends EarnOrderResponseDto {
  @ApiProperty() customerId!: string;
}

export class EarnLiabilitiesResponseDto {
  @ApiProperty({ enum: ['current'] }) id!: 'current';
  @ApiProperty() ordersInCustody!: number;
  @ApiProperty({ description: 'USDT held in customers’ wallets for live orders' }) principalInCustody!: string;
  @ApiProperty({ description: 'USDT: the most the live orders can still earn, at their ranges’ high ends' }) yieldsToMaturityAtMost!: string;
  @ApiProperty({ description: 'USDT: the most one day of yields can cost now, at the high ends' }) dailyYieldsAtMost!: string;
  @ApiProperty({ description: 'USDT paid from platform:earn-payouts so far' }) yieldsPaid!: string;
}

/** What the live orders may cost platform:earn-payouts, published so customers can judge its cover. */
export class EarnCoverResponseDto {
  @ApiProperty() ordersInCustody!: number;
  @ApiProperty({ description: 'USDT: one day of yields at the high ends' }) dailyYieldsAtMost!: string;
  @ApiProperty({ description: 'USDT: every yield still to come at the high ends' }) yieldsToMaturityAtMost!: string;
}
