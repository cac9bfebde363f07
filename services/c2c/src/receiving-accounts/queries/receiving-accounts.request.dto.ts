import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { StaffListQueryDto } from '@meridian/http';

export class ReceivingAccountsQueryDto extends StaffListQueryDto {
  @ApiPropertyOptional({ example: 'HKD' }) @IsOptional() @Matches(/^[A-Z]{3}$/) fiat?: string;
  @ApiPropertyOptional({ enum: ['proposed', 'active', 'retired'] }) @IsOptional() @IsIn(['proposed', 'active', 'retired']) status?: string;
}
