import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

const DECIMAL = '^\\d+(\\.\\d+)?$';

/**
 * A spot order. The shape is checked here; what depends on the market (known symbol, open market,
 * tick size, lot step, the customer's balance) is checked by the trading core when it decides.
 */
export class SpotOrderRequestDto {
  @ApiProperty({ example: 'BTCUSDT' })
  @IsOptional()
  @IsString()
  @MaxLength(24)
  symbol?: string;

  @ApiProperty({ enum: ['buy', 'sell'] })
  @IsOptional()
  @IsString()
  @MaxLength(8)
  side?: string;

  @ApiProperty({ enum: ['limit', 'market'] })
  @IsOptional()
  @IsString()
  @MaxLength(8)
  type?: string;

  @ApiPropertyOptional({ pattern: DECIMAL, description: 'limit orders: a multiple of the tick size', example: '65000.00' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  price?: string;

  @ApiPropertyOptional({ pattern: DECIMAL, description: 'a multiple of the lot step; limit orders, market sells, market buys by quantity', example: '0.0100' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  quantity?: string;

  @ApiPropertyOptional({ pattern: DECIMAL, description: 'market buys only: the most USDT to spend', example: '100' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  quoteAmount?: string;
}
