import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Lending's rules as finance changes them. */
export class LendingRulesDto {
  @ApiProperty({ example: '10000', description: 'USDT: a repayment by bank receipt above it needs two different finance staff' })
  @IsString()
  @MaxLength(40)
  repaymentDualApprovalAboveUsdt!: string;

  @ApiPropertyOptional({ maxLength: 500, description: 'Why: required when the change loosens a control (a higher threshold), which then waits for a second staff member' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}
