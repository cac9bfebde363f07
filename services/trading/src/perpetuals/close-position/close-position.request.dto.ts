import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { DECIMAL_TEXT } from '../api-properties';

export class ClosePositionRequestDto {
  @ApiPropertyOptional({ description: 'Part of the position; all of it when left out', example: '0.05' }) @IsOptional() @Matches(DECIMAL_TEXT) lots?: string;
}
