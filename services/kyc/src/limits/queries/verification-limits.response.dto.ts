import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';

export class TierLimitsResponseDto {
  @ApiProperty({ enum: ['unverified', 'primary', 'advanced', 'address'] }) level!: 'unverified' | 'primary' | 'advanced' | 'address';
  @ApiProperty({ description: 'USDT per calendar day (UTC)' }) withdrawPerDay!: string;
  @ApiProperty() canBorrow!: boolean;
  @ApiProperty(nullableText) borrowLimit!: string | null;
  @ApiProperty({ description: 'USDT' }) optionStakePerOrder!: string;
  @ApiProperty() creditScore!: boolean;
}

/** The limits table as it stands, with who changed it last and why (null: the published defaults). */
export class VerificationLimitsSettingResponseDto {
  @ApiProperty({ enum: ['current'] }) id!: 'current';
  @ApiProperty({ type: [TierLimitsResponseDto] }) limits!: TierLimitsResponseDto[];
  @ApiProperty(nullableText) changedAt!: string | null;
  @ApiProperty(nullableText) changedBy!: string | null;
  @ApiProperty(nullableText) reason!: string | null;
}
