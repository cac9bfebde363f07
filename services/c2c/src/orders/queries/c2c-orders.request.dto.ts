import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { StaffListQueryDto } from '@meridian/http';
import { C2C_ORDER_STATUSES } from '../domain/c2c-order.types';

const STATUS_FILTERS = ['open', ...C2C_ORDER_STATUSES];

export class C2cOrdersStaffQueryDto extends StaffListQueryDto {
  @ApiPropertyOptional({ enum: STATUS_FILTERS, description: 'open (the default): the queue, by the deadline nearest first' })
  @IsOptional()
  @IsIn(STATUS_FILTERS)
  status?: string;

  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() customerId?: string;
}
