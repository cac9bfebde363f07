import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { DECIMAL_TEXT } from '../api-properties';

/**
 * Opening a perpetual position. The shape is checked here; what depends on the contract (lot step and
 * range, leverage by tier, TP and SL against the price, the account's balance, the house's cap) is
 * checked by the contract core when it decides.
 */
export class OpenPositionRequestDto {
  @ApiProperty({ example: 'BTCUSDT' }) @IsString() @MaxLength(24) symbol!: string;
  @ApiProperty({ enum: ['long', 'short'] }) @IsIn(['long', 'short']) side!: 'long' | 'short';
  @ApiProperty({ enum: ['market', 'limit'] }) @IsIn(['market', 'limit']) type!: 'market' | 'limit';
  @ApiPropertyOptional({ description: 'Limit opens: the worst entry price accepted', example: '64000.00' })
  @ValidateIf((dto: OpenPositionRequestDto) => dto.type === 'limit')
  @Matches(DECIMAL_TEXT)
  price?: string;
  @ApiProperty({ minimum: 1, maximum: 100, example: 10 }) @IsInt() @Min(1) @Max(100) leverage!: number;
  @ApiProperty({ example: '0.10', description: 'In steps of 0.01' }) @Matches(DECIMAL_TEXT) lots!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Matches(DECIMAL_TEXT) takeProfit?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Matches(DECIMAL_TEXT) stopLoss?: string | null;
}
