import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumberString, IsOptional } from 'class-validator';

export class InboxQueryDto {
  @ApiPropertyOptional({ example: '1', description: 'From 1' }) @IsOptional() @IsNumberString({ no_symbols: true }) page?: string;
  @ApiPropertyOptional({ example: '20', description: '1 to 100, 20 when absent' }) @IsOptional() @IsNumberString({ no_symbols: true }) perPage?: string;
}
