import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';
import { StaffListQueryDto } from '@meridian/http';

/** Support's order and trade search (react-admin's simple REST parameters). */
export class SpotAdminListQueryDto extends StaffListQueryDto {
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsString() @MaxLength(64) customerId?: string;
  @ApiPropertyOptional({ example: 'BTCUSDT' }) @IsOptional() @IsString() @MaxLength(24) symbol?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(24) status?: string;
  @ApiPropertyOptional({ enum: ['buy', 'sell'] }) @IsOptional() @IsString() @MaxLength(8) side?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsString() @MaxLength(64) orderId?: string;
}

/** An auditor's replay of one customer's spot account as of a moment (default: now). */
export class SpotReplayQueryDto {
  @ApiPropertyOptional({ format: 'date-time' }) @IsOptional() @IsISO8601() at?: string;
}
