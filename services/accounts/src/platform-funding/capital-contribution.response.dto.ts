import { ApiProperty } from '@nestjs/swagger';

/** A capital contribution as finance and auditors see it: who proposed it, who confirmed or rejected it, and why. */
export class CapitalContributionResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty({ example: '1000000.000000' }) amount!: string;
  @ApiProperty({ example: 'USDT' }) coin!: string;
  @ApiProperty() reason!: string;
  @ApiProperty({ enum: ['proposed', 'confirmed', 'rejected'] }) status!: 'proposed' | 'confirmed' | 'rejected';
  @ApiProperty() proposedBy!: string;
  @ApiProperty() proposedAt!: string;
  @ApiProperty({ type: String, nullable: true }) decidedBy!: string | null;
  @ApiProperty({ type: String, nullable: true }) decidedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) rejectReason!: string | null;
}
