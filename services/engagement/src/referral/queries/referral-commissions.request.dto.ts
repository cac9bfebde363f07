import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { StaffListQueryDto } from '@meridian/http';

/** Commission lines for staff: all, one inviter's, or those one referred customer's fees paid. */
export class ReferralCommissionsStaffQueryDto extends StaffListQueryDto {
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() inviterId?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() payerId?: string;
}
