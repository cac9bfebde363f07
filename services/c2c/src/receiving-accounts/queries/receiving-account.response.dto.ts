import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';

/** A receiving account of the registry: offered to support for matches once a second member confirmed it. */
export class ReceivingAccountResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'HKD' }) fiat!: string;
  @ApiProperty() accountName!: string;
  @ApiProperty() accountNumber!: string;
  @ApiProperty() bankName!: string;
  @ApiProperty() bankAddress!: string;
  @ApiProperty({ enum: ['proposed', 'active', 'retired'] }) status!: 'proposed' | 'active' | 'retired';
  @ApiProperty() proposedBy!: string;
  @ApiProperty() proposedAt!: string;
  @ApiProperty() reason!: string;
  @ApiProperty(nullableText) confirmedBy!: string | null;
  @ApiProperty(nullableText) confirmedAt!: string | null;
  @ApiProperty(nullableText) retiredBy!: string | null;
  @ApiProperty(nullableText) retiredAt!: string | null;
  @ApiProperty(nullableText) retireReason!: string | null;
}
