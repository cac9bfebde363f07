import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';

export class VipLevelRowResponseDto {
  @ApiProperty() level!: number;
  @ApiProperty({ example: '1000', description: '30-day average funding balance (USDT) from which the level applies' }) minAverage!: string;
}

export class VipStandingResponseDto {
  @ApiProperty({ description: 'The customer id' }) id!: string;
  @ApiProperty({ description: 'The level in force: set by staff, else assessed' }) level!: number;
  @ApiProperty() assessedLevel!: number;
  @ApiProperty({ ...nullableText, description: 'The last day whose assessment changed the level' }) assessedDay!: string | null;
  @ApiProperty({ type: Number, nullable: true }) staffLevel!: number | null;
  @ApiProperty({ ...nullableText }) staffReason!: string | null;
  @ApiProperty({ ...nullableText }) staffAt!: string | null;
  @ApiProperty({ description: 'The last day of the 30 averaged' }) averageAsOf!: string;
  @ApiProperty({ description: 'USDT: the 30-day average of the funding wallet’s closing balances' }) average!: string;
  @ApiProperty({ description: 'The level that average gives' }) levelOfAverage!: number;
  @ApiProperty({ type: VipLevelRowResponseDto, nullable: true }) nextLevel!: VipLevelRowResponseDto | null;
  @ApiProperty({ type: [VipLevelRowResponseDto] }) table!: VipLevelRowResponseDto[];
}
