import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { DECIMAL } from '../place-order/place-order.request.dto';

/**
 * One-cancels-the-other: a limit order and a stop on the same quantity. A sell needs
 * price > current price > stopPrice, a buy price < current price < stopPrice.
 */
export class SpotOcoRequestDto {
  @ApiProperty({ example: 'BTCUSDT' }) @IsString() @MaxLength(24) symbol!: string;
  @ApiProperty({ enum: ['buy', 'sell'] }) @IsString() @MaxLength(8) side!: string;
  @ApiProperty({ pattern: DECIMAL, example: '0.0100' }) @IsString() @MaxLength(40) quantity!: string;
  @ApiProperty({ pattern: DECIMAL, description: 'the limit leg (the take-profit)', example: '70000.00' }) @IsString() @MaxLength(40) price!: string;
  @ApiProperty({ pattern: DECIMAL, description: 'the stop leg’s trigger', example: '60000.00' }) @IsString() @MaxLength(40) stopPrice!: string;

  @ApiPropertyOptional({ pattern: DECIMAL, description: 'the stop leg’s limit price; absent, the stop leg trades at market', example: '59900.00' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  stopLimitPrice?: string;
}
