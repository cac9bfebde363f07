import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayNotEmpty, IsArray, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { DecimalTextField } from '@meridian/http';

/** The withdrawal rules every request is checked against. */
export class WithdrawalRulesDto {
  @ApiProperty({ example: '09:00' }) @IsString() @MaxLength(5) window_from!: string;
  @ApiProperty({ example: '21:00' }) @IsString() @MaxLength(5) window_to!: string;
  @ApiProperty({ example: 'UTC' }) @IsString() @MaxLength(64) time_zone!: string;
  @ApiProperty({ example: 3 }) @Type(() => Number) @IsInt() daily_count!: number;
  @DecimalTextField({ example: '10' }) min_usdt!: string;
  @DecimalTextField({ example: '50000' }) max_usdt!: string;
  @ApiProperty({ example: ['TRC20', 'ERC20'] }) @IsArray() @ArrayNotEmpty() @IsString({ each: true }) usdt_chains!: string[];
  @DecimalTextField({ example: '0.001' }) fee_rate!: string;
  @DecimalTextField({ example: '10000' }) dual_approval_above!: string;
  @ApiProperty({ example: 24 }) @Type(() => Number) @IsInt() review_hold_hours!: number;
  @ApiPropertyOptional({ maxLength: 500, description: 'Why: required when the change loosens a control, which then waits for a second staff member' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}
