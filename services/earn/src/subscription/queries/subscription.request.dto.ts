import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { SUBSCRIPTION_STATUSES } from './subscription.response.dto';

export class SubscriptionsStaffQueryDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(16) symbol?: string;
  @ApiPropertyOptional({ enum: SUBSCRIPTION_STATUSES }) @IsOptional() @IsIn(SUBSCRIPTION_STATUSES) status?: string;
}
