import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { StaffListQueryDto } from '@meridian/http';

const STATUS_FILTERS = ['open', 'resolved'];

export class SupportStaffQueryDto extends StaffListQueryDto {
  @ApiPropertyOptional({ enum: STATUS_FILTERS, description: 'open: the queue, longest waiting first' })
  @IsOptional()
  @IsIn(STATUS_FILTERS)
  status?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() customerId?: string;
  @ApiPropertyOptional({ description: 'A staff id' }) @IsOptional() @IsString() @MaxLength(64) assigneeId?: string;
}
