import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { StaffListQueryDto } from '@meridian/http';

export class KycQueueQueryDto extends StaffListQueryDto {
  @ApiPropertyOptional({ enum: ['under_review', 'approved', 'rejected'] }) @IsOptional() @IsIn(['under_review', 'approved', 'rejected']) status?: string;
  @ApiPropertyOptional({ enum: ['primary', 'advanced', 'address'] }) @IsOptional() @IsIn(['primary', 'advanced', 'address']) tier?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() customerId?: string;
}
