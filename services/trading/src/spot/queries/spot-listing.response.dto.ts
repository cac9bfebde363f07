import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';

/** An issued coin as staff read it: whether it is a spot market yet, and who listed it. */
export class SpotListingResponseDto {
  @ApiProperty({ example: 'NOVA' }) id!: string;
  @ApiProperty() coin!: string;
  @ApiProperty() name!: string;
  @ApiProperty() scale!: number;
  @ApiProperty() issuePrice!: string;
  @ApiProperty({ description: 'Whether staff listed it as a spot market' }) listed!: boolean;
  @ApiProperty({ ...nullableText, example: 'NOVAUSDT' }) symbol!: string | null;
  @ApiProperty({ ...nullableText }) tickSize!: string | null;
  @ApiProperty({ ...nullableText }) lotStep!: string | null;
  @ApiProperty({ ...nullableText }) reason!: string | null;
  @ApiProperty({ ...nullableText }) listedBy!: string | null;
  @ApiProperty({ ...nullableText }) listedAt!: string | null;
}
