import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumberString, IsOptional, IsString, MaxLength } from 'class-validator';

/** The customer's own fills, newest first. */
export class SpotHistoryQueryDto {
  @ApiPropertyOptional({ example: 'BTCUSDT' }) @IsOptional() @IsString() @MaxLength(24) symbol?: string;
  @ApiPropertyOptional({ example: '50' }) @IsOptional() @IsNumberString({ no_symbols: true }) limit?: string;
}

/** The customer's orders: open ones, or the history. */
export class SpotOrdersQueryDto extends SpotHistoryQueryDto {
  @ApiPropertyOptional({ enum: ['open', 'history'] }) @IsOptional() @IsString() @MaxLength(16) status?: string;
}
