import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';

const DECIMAL = /^\d{1,20}(\.\d{1,12})?$/;

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
  @Matches(DECIMAL)
  price?: string;
  @ApiProperty({ minimum: 1, maximum: 100, example: 10 }) @IsInt() @Min(1) @Max(100) leverage!: number;
  @ApiProperty({ example: '0.10', description: 'In steps of 0.01' }) @Matches(DECIMAL) lots!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Matches(DECIMAL) takeProfit?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Matches(DECIMAL) stopLoss?: string | null;
}

export class ClosePositionRequestDto {
  @ApiPropertyOptional({ description: 'Part of the position; all of it when left out', example: '0.05' }) @IsOptional() @Matches(DECIMAL) lots?: string;
}

export class TakeProfitStopLossRequestDto {
  @ApiProperty({ type: String, nullable: true, description: 'null removes it' }) @IsOptional() @Matches(DECIMAL) takeProfit!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null removes it' }) @IsOptional() @Matches(DECIMAL) stopLoss!: string | null;
}

export class AddMarginRequestDto {
  @ApiProperty({ example: '100', description: 'USDT from the same account, at most what it holds' }) @Matches(/^\d{1,20}(\.\d{1,6})?$/) amount!: string;
}

export class PositionsQueryDto {
  @ApiPropertyOptional({ enum: ['open', 'pending', 'history'], description: 'open by default' })
  @IsOptional()
  @IsIn(['open', 'pending', 'history'])
  status?: 'open' | 'pending' | 'history';
}
