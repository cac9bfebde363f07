import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumberString, IsOptional } from 'class-validator';

/** The public book and trades: how many levels or trades (the service caps both). */
export class SpotPublicQueryDto {
  @ApiPropertyOptional({ example: '20' }) @IsOptional() @IsNumberString({ no_symbols: true }) levels?: string;
  @ApiPropertyOptional({ example: '50' }) @IsOptional() @IsNumberString({ no_symbols: true }) limit?: string;
}
