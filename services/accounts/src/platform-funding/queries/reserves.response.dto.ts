import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ReserveResponseDto {
  @ApiProperty({ example: 'platform:earn-payouts:USDT' }) account!: string;
  @ApiProperty({ example: 'USDT' }) asset!: string;
  @ApiProperty({ description: 'A decimal string; negative is money the platform has paid out beyond what was put in' }) balance!: string;
  @ApiPropertyOptional({ type: () => [ReserveMovementResponseDto], description: 'The insurance fund: its newest movements (at most 100), newest first' })
  history?: ReserveMovementResponseDto[];
}

export class ReserveMovementResponseDto {
  @ApiProperty({ description: 'USDT; negative: paid out (a loss past a liquidated margin, paid to the house)' }) amount!: string;
  @ApiProperty({ description: 'The balance it left' }) balanceAfter!: string;
  @ApiProperty({ example: 'liquidation', description: 'liquidation (fee in), loss_cover (out), platform_funding (from the treasury)' }) kind!: string;
  @ApiProperty({ description: 'The position or funding it belongs to' }) ref!: string;
  @ApiProperty({ type: String, nullable: true, description: "A funding's reason" }) reason!: string | null;
  @ApiProperty() at!: string;
}
