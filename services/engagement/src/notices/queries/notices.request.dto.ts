import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { StaffListQueryDto } from '@meridian/http';
import { NOTICE_KINDS } from '../domain/notice.decider';

export class NoticesQueryDto {
  @ApiPropertyOptional({ enum: NOTICE_KINDS, description: 'One kind; every kind when absent' })
  @IsOptional()
  @IsIn(NOTICE_KINDS)
  kind?: string;
}

export class NoticesStaffQueryDto extends StaffListQueryDto {
  @ApiPropertyOptional({ enum: NOTICE_KINDS }) @IsOptional() @IsIn(NOTICE_KINDS) kind?: string;
  @ApiPropertyOptional({ enum: ['draft', 'scheduled', 'published', 'expired', 'archived'] })
  @IsOptional()
  @IsIn(['draft', 'scheduled', 'published', 'expired', 'archived'])
  status?: string;
}
