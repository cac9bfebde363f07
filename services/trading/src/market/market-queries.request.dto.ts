import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNumberString, IsOptional, IsString, MaxLength } from 'class-validator';
import { PERIODS } from './candles.query';

/** Candles of one instrument: the period and how many (at most 1,000). */
export class CandlesQueryDto {
  @ApiPropertyOptional({ enum: PERIODS, default: '1m' })
  @IsOptional()
  @IsIn(PERIODS)
  period?: string;

  @ApiPropertyOptional({ example: '300' })
  @IsOptional()
  @IsNumberString({ no_symbols: true })
  limit?: string;
}

/** Staff's instrument list, optionally one market class. */
export class InstrumentListQueryDto {
  @ApiPropertyOptional({ example: 'crypto' })
  @IsOptional()
  @IsString()
  @MaxLength(24)
  category?: string;
}
