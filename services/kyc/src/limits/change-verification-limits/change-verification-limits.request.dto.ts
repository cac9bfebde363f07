import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { TextField } from '@meridian/http';

export class TierLimitsRowDto {
  @ApiProperty({ enum: ['unverified', 'primary', 'advanced', 'address'] })
  @IsIn(['unverified', 'primary', 'advanced', 'address'])
  level!: 'unverified' | 'primary' | 'advanced' | 'address';

  @TextField(24, {}, { example: '20000', description: 'USDT per calendar day (UTC)' })
  withdrawPerDay!: string;

  @ApiProperty()
  @IsBoolean()
  canBorrow!: boolean;

  @ApiProperty({ type: String, nullable: true, example: '100000', description: 'USDT; null when the level cannot borrow' })
  @IsOptional()
  @IsString()
  @MaxLength(24)
  borrowLimit!: string | null;

  @TextField(24, {}, { example: '500', description: 'USDT' })
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

  @TextField(500, { invalid: 'review.reasonRequired' }, { maxLength: 500 })
  reason!: string;
}
