import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { StaffListQueryDto } from '@meridian/http';

export class EarnOrdersStaffQueryDto extends StaffListQueryDto {
  @ApiPropertyOptional({ enum: ['funding', 'failed', 'in_custody', 'redeeming', 'redemption_rejected', 'redeemed', 'completed'] })
  @IsOptional()
  @IsIn(['funding', 'failed', 'in_custody', 'redeeming', 'redemption_rejected', 'redeemed', 'completed'])
  status?: string;

  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() customerId?: string;
}

/** The order a legacy call (`web/getProfitInfo`, `web/sellProfit`) names. */
export class LegacyEarnOrderDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'earn.notFound' }) id!: string;
}
