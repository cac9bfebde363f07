import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** C2C's rules as finance changes them. */
export class C2cRulesDto {
  @ApiProperty({ example: '10000', description: 'USDT: a completion above it needs two different finance members' })
  @IsString()
  @MaxLength(40)
  completionDualApprovalAboveUsdt!: string;

  @ApiPropertyOptional({ maxLength: 500, description: 'Why: required when the change loosens (a higher threshold), which then waits for a second member' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}
