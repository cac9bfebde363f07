import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';
import { TierLimitsResponseDto } from '../../limits/queries/verification-limits.response.dto';

const STATUSES = ['none', 'under_review', 'approved', 'rejected'];

export class KycImageRefResponseDto {
  @ApiProperty() imageId!: string;
  @ApiProperty({ enum: ['front', 'back', 'handheld', 'asset_proof', 'bill'] }) role!: string;
}

export class KycTierStatusResponseDto {
  @ApiProperty({ enum: STATUSES }) status!: 'none' | 'under_review' | 'approved' | 'rejected';
  @ApiProperty({ ...nullableText, description: 'Why compliance rejected it, in their words' }) reason!: string | null;
  @ApiProperty(nullableText) submittedAt!: string | null;
  @ApiProperty(nullableText) reviewedAt!: string | null;
  @ApiProperty({ type: Object, nullable: true, description: 'What was submitted; document and card numbers masked' }) details!: Record<string, unknown> | null;
  @ApiProperty({ type: [KycImageRefResponseDto] }) images!: KycImageRefResponseDto[];
}

export class KycTiersResponseDto {
  @ApiProperty({ type: KycTierStatusResponseDto }) primary!: KycTierStatusResponseDto;
  @ApiProperty({ type: KycTierStatusResponseDto }) advanced!: KycTierStatusResponseDto;
  @ApiProperty({ type: KycTierStatusResponseDto }) address!: KycTierStatusResponseDto;
}

export class KycStatusResponseDto {
  @ApiProperty({ enum: ['unverified', 'primary', 'advanced', 'address'] }) level!: 'unverified' | 'primary' | 'advanced' | 'address';
  @ApiProperty({ ...nullableText, description: 'The verified nationality' }) country!: string | null;
  @ApiProperty({ type: KycTiersResponseDto }) tiers!: KycTiersResponseDto;
  @ApiProperty({ type: TierLimitsResponseDto }) limits!: TierLimitsResponseDto;
}
