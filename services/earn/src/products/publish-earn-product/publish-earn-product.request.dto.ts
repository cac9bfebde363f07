import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

export class EarnPenaltyRuleDto {
  @ApiProperty({ enum: ['principal-share', 'per-remaining-day'], description: 'A share of the principal, or the rate x the days left x the principal' })
  @IsIn(['principal-share', 'per-remaining-day'], { message: 'earn.penaltyInvalid' })
  kind!: 'principal-share' | 'per-remaining-day';

  @ApiProperty({ example: '0.05' }) @IsString({ message: 'earn.penaltyInvalid' }) @MaxLength(12) rate!: string;
}

/** A product's terms as finance publishes them, with the reason kept beside the change. */
export class PublishEarnProductDto {
  @ApiProperty({ enum: ['custody', 'vip'] }) @IsIn(['custody', 'vip'], { message: 'earn.productUnknown' }) kind!: 'custody' | 'vip';
  @ApiPropertyOptional({ minimum: 0, maximum: 5, description: 'The VIP level a buyer needs: 0 for custody, 1 or more for vip' })
  @IsOptional()
  @IsInt({ message: 'vip.levelInvalid' })
  minVipLevel?: number;
  @ApiProperty({ minimum: 1, maximum: 365 }) @IsInt({ message: 'earn.cycleInvalid' }) cycleDays!: number;
  @ApiProperty({ example: '100', description: 'USDT' }) @IsString({ message: 'earn.boundsInvalid' }) @MaxLength(24) minAmount!: string;
  @ApiProperty({ example: '50000', description: 'USDT' }) @IsString({ message: 'earn.boundsInvalid' }) @MaxLength(24) maxAmount!: string;
  @ApiProperty({ example: '0.003' }) @IsString({ message: 'earn.rangeInvalid' }) @MaxLength(12) dailyRateMin!: string;
  @ApiProperty({ example: '0.005' }) @IsString({ message: 'earn.rangeInvalid' }) @MaxLength(12) dailyRateMax!: string;
  @ApiProperty({ type: EarnPenaltyRuleDto }) @ValidateNested() @Type(() => EarnPenaltyRuleDto) penalty!: EarnPenaltyRuleDto;
  @ApiProperty({ description: 'false closes the product to new orders; placed orders run to maturity' }) @IsBoolean() enabled!: boolean;
  @ApiProperty({ maxLength: 500 }) @IsString({ message: 'review.reasonRequired' }) @MaxLength(500) reason!: string;
}
