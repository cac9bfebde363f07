import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';

const STATUSES = ['none', 'under_review', 'approved', 'rejected'];

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
