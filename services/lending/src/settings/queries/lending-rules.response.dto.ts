import { ApiProperty } from '@nestjs/swagger';

/** The lending rules in force (one record, `default`). */
export class LendingRulesResponseDto {
  @ApiProperty({ example: 'default' }) id!: string;
  @ApiProperty({ example: '10000', description: 'USDT, in force' }) repaymentDualApprovalAboveUsdt!: string;
  @ApiProperty({ type: String, nullable: true, description: 'When staff last changed the rules; null: the defaults' }) changedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who last changed them (the confirmer, for a confirmed proposal)' }) changedBy!: string | null;
}
