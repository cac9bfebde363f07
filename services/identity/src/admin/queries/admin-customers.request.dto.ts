import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { StaffListQueryDto } from '@meridian/http';

/** Customer search: e-mail, phone, invitation code or id; real or demo; or a set of ids (react-admin's getMany). */
export class CustomerListQueryDto extends StaffListQueryDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(120) q?: string;
  @ApiPropertyOptional({ enum: ['real', 'demo'] }) @IsOptional() @IsIn(['real', 'demo']) kind?: 'real' | 'demo';
  @ApiPropertyOptional({ description: 'Comma-separated customer ids' })
  @IsOptional()
  @IsString()
  @MaxLength(4000)
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(,[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})*$/i)
  id?: string;
}

/** The customer's history up to a moment (an auditor's "as of"). */
export class CustomerEventsQueryDto {
  @ApiPropertyOptional({ format: 'date-time' }) @IsOptional() @IsISO8601() until?: string;
}
