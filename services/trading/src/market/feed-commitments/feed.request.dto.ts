import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, Matches } from 'class-validator';

export class CommitmentsQueryDto {
  @ApiPropertyOptional({ description: 'Ended hours to list before the current one (1 to 168, 24 by default)' })
  @IsOptional()
  @Matches(/^\d{1,3}$/)
  hours?: string;
}

export class TicksQueryDto {
  @ApiPropertyOptional({ description: 'With to_seq: recorded ticks by sequence (at most 4,000)' }) @IsOptional() @Matches(/^\d{1,15}$/) from_seq?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(/^\d{1,15}$/) to_seq?: string;
  @ApiPropertyOptional({ description: 'Instead: every tick of this hour (its start, ISO 8601) and the one before it' }) @IsOptional() @IsISO8601() hour?: string;
}

export class HourCommitmentResponseDto {
  @ApiProperty({ example: '2026-11-24T16:00:00.000Z' }) hour!: string;
  @ApiProperty({ description: 'SHA-256 of the hour’s seed, hex, published before the hour' }) commitment!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The seed, once the hour has ended' }) seed!: string | null;
}

/** What the walk of one instrument needs, so anyone can recompute its ticks (libs/price-walk). */
export class WalkParametersResponseDto {
  @ApiProperty({ example: 'BTCUSDT' }) symbol!: string;
  @ApiProperty({ example: '65000.00', description: 'Where the walk starts and what it is weakly pulled back towards' }) startPrice!: string;
  @ApiProperty({ example: '0.01' }) tickSize!: string;
  @ApiProperty({ example: 12, description: 'Volatility per minute, basis points' }) volatilityBp!: number;
}

export class RecordedTickResponseDto {
  @ApiProperty() symbol!: string;
  @ApiProperty() seq!: number;
  @ApiProperty() at!: string;
  @ApiProperty() price!: string;
  @ApiProperty({ example: 'sim:hourly' }) source!: string;
}
