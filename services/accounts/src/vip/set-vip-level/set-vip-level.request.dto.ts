import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_VIP_LEVEL } from '@meridian/contracts';

/** Staff's level for a customer, with a reason, or null to clear it. */
export class SetVipLevelDto {
  @ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: MAX_VIP_LEVEL, description: 'null clears the staff level: the assessed one applies again' })
  @IsOptional()
  @IsInt({ message: 'vip.levelInvalid' })
  @Min(0, { message: 'vip.levelInvalid' })
  @Max(MAX_VIP_LEVEL, { message: 'vip.levelInvalid' })
  level!: number | null;

  @ApiProperty({ maxLength: 500 }) @IsString({ message: 'review.reasonRequired' }) @MaxLength(500) reason!: string;
}
