import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { StaffListQueryDto } from '@meridian/http';

/** The messages the platform sent (codes by e-mail or SMS), for support. */
export class OutboxListQueryDto extends StaffListQueryDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(120) recipient?: string;
  @ApiPropertyOptional({ enum: ['email', 'sms'] }) @IsOptional() @IsIn(['email', 'sms']) channel?: 'email' | 'sms';
}
