import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

export class TierLimitsRowDto {
  @ApiProperty({ enum: ['unverified', 'primary', 'advanced', 'address'] })
  @IsIn(['unverified', 'primary', 'advanced', 'address'])
  level!: 'unverified' | 'primary' | 'advanced' | 'address';

  @ApiProperty({ example: '20000', description: 'USDT per calendar day (UTC)' })
  @IsString()
  @MaxLength(24)
  withdrawPerDay!: string;

  @ApiProperty()
  @IsBoolean()
  canBorrow!: boolean;

  @ApiProperty({ type: String, nullable: true, example: '100000', description: 'USDT; null when the level cannot borrow' })
  @IsOptional()
  @IsString()
  @MaxLength(24)
  borrowLimit!: string | null;

  @ApiProperty({ example: '500', description: 'USDT' })
  @IsString()
  @MaxLength(24)
  optionStakePerOrder!: string;

  @ApiProperty()
  @IsBoolean()
  creditScore!: boolean;
}

/** The whole table, every level in order, and why it changes. */
export class ChangeVerificationLimitsDto {
  @ApiProperty({ type: [TierLimitsRowDto] })
  @IsArray()
  @ArrayMaxSize(4)
  @ValidateNested({ each: true })
  @Type(() => TierLimitsRowDto)
  limits!: TierLimitsRowDto[];

  @ApiProperty({ maxLength: 500 })
  @IsString({ message: 'review.reasonRequired' })
  @MaxLength(500)
  reason!: string;
}
