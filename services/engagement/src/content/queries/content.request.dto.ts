import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { StaffListQueryDto } from '@meridian/http';
import { CONTENT_KINDS } from '../domain/content-page.decider';

/** A search of the help centre (empty: every article). */
export class HelpQueryDto {
  @ApiPropertyOptional({ maxLength: 100 }) @IsOptional() @IsString() @MaxLength(100) q?: string;
}

export class ContentPagesStaffQueryDto extends StaffListQueryDto {
  @ApiPropertyOptional({ enum: CONTENT_KINDS }) @IsOptional() @IsIn(CONTENT_KINDS) kind?: string;
  @ApiPropertyOptional({ enum: ['draft', 'published', 'archived'] })
  @IsOptional()
  @IsIn(['draft', 'published', 'archived'])
  status?: string;
  @ApiPropertyOptional({ maxLength: 100, description: 'In the slug or the English title' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
}
