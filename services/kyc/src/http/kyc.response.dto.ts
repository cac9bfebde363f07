import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const nullableText = { type: String, nullable: true } as const;
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

export class TierLimitsResponseDto {
  @ApiProperty({ enum: ['unverified', 'primary', 'advanced', 'address'] }) level!: 'unverified' | 'primary' | 'advanced' | 'address';
  @ApiProperty({ description: 'USDT per calendar day (UTC)' }) withdrawPerDay!: string;
  @ApiProperty() canBorrow!: boolean;
  @ApiProperty(nullableText) borrowLimit!: string | null;
  @ApiProperty({ description: 'USDT' }) optionStakePerOrder!: string;
  @ApiProperty() creditScore!: boolean;
}

export class KycStatusResponseDto {
  @ApiProperty({ enum: ['unverified', 'primary', 'advanced', 'address'] }) level!: 'unverified' | 'primary' | 'advanced' | 'address';
  @ApiProperty({ ...nullableText, description: 'The verified nationality' }) country!: string | null;
  @ApiProperty({ type: KycTiersResponseDto }) tiers!: KycTiersResponseDto;
  @ApiProperty({ type: TierLimitsResponseDto }) limits!: TierLimitsResponseDto;
}

export class KycImageResponseDto {
  @ApiProperty() imageId!: string;
  @ApiProperty() role!: string;
  @ApiProperty({ enum: ['image/jpeg', 'image/png'] }) mime!: 'image/jpeg' | 'image/png';
  @ApiProperty() size!: number;
  @ApiProperty() sha256!: string;
}

/** A submission as compliance reviews it: everything the customer sent, unmasked. */
export class KycSubmissionResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() customerId!: string;
  @ApiProperty() account!: string;
  @ApiProperty({ enum: ['primary', 'advanced', 'address'] }) tier!: 'primary' | 'advanced' | 'address';
  @ApiProperty({ enum: STATUSES }) status!: 'under_review' | 'approved' | 'rejected';
  @ApiProperty({ type: Object }) details!: Record<string, unknown>;
  @ApiProperty({ type: [KycImageResponseDto] }) images!: KycImageResponseDto[];
  @ApiProperty({ type: [String], description: 'Officers who approved; advanced needs two' }) approvals!: string[];
  @ApiProperty(nullableText) reason!: string | null;
  @ApiProperty() submittedAt!: string;
  @ApiProperty(nullableText) reviewedAt!: string | null;
}

export class KycTierBriefResponseDto {
  @ApiProperty({ enum: ['primary', 'advanced', 'address'] }) tier!: 'primary' | 'advanced' | 'address';
  @ApiProperty({ enum: STATUSES }) status!: 'none' | 'under_review' | 'approved' | 'rejected';
}

export class KycSubmissionDetailResponseDto extends KycSubmissionResponseDto {
  @ApiProperty({ enum: ['real', 'demo'] }) customerKind!: string;
  @ApiProperty({ enum: ['unverified', 'primary', 'advanced', 'address'] }) customerLevel!: string;
  @ApiPropertyOptional(nullableText) customerCountry!: string | null;
  @ApiProperty({ type: [KycTierBriefResponseDto] }) otherTiers!: KycTierBriefResponseDto[];
}

/** The limits table as it stands, with who changed it last and why (null: the published defaults). */
export class VerificationLimitsSettingResponseDto {
  @ApiProperty({ enum: ['current'] }) id!: 'current';
  @ApiProperty({ type: [TierLimitsResponseDto] }) limits!: TierLimitsResponseDto[];
  @ApiProperty(nullableText) changedAt!: string | null;
  @ApiProperty(nullableText) changedBy!: string | null;
  @ApiProperty(nullableText) reason!: string | null;
}
