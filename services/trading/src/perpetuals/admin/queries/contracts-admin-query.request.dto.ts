import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { StaffListQueryDto } from '@meridian/http';

/** The liquidation log and the option book (react-admin's simple REST parameters). */
export class ContractsAdminListQueryDto extends StaffListQueryDto {
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() customerId?: string;
  @ApiPropertyOptional({ example: 'BTCUSDT' }) @IsOptional() @IsString() @MaxLength(24) symbol?: string;
  @ApiPropertyOptional({ enum: ['waiting', 'settled'], description: 'The option book only' }) @IsOptional() @IsString() @MaxLength(16) status?: string;
}
