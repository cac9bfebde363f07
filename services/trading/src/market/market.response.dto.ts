import { ApiProperty } from '@nestjs/swagger';

const CATEGORIES = ['crypto', 'forex', 'stock', 'index', 'etf', 'metal', 'energy'] as const;

/** An instrument with its last recorded price and the change since the trading day opened. */
export class TickerResponseDto {
  @ApiProperty({ example: 'BTCUSDT' }) symbol!: string;
  @ApiProperty({ example: 'BTC/USDT' }) display_symbol!: string;
  @ApiProperty({ example: 'Bitcoin' }) name!: string;
  @ApiProperty({ enum: CATEGORIES }) category!: (typeof CATEGORIES)[number];
  @ApiProperty({ description: 'A crypto pair traded coin against coin; every other instrument is a contract' }) spot!: boolean;
  @ApiProperty({ enum: [2, 4, 6], description: 'Decimals a price is shown with' }) decimals!: 2 | 4 | 6;
  @ApiProperty({ description: 'The last recorded tick' }) price!: string;
  @ApiProperty() open_24h!: string;
  @ApiProperty() high_24h!: string;
  @ApiProperty() low_24h!: string;
  @ApiProperty({ example: '-1.25', description: 'Percent, 2 decimals, signed' }) change_24h!: string;
  @ApiProperty({ description: 'Whether the market trades right now' }) trading!: boolean;
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ description: 'The tick’s sequence number in the tick store' }) seq!: number;
  @ApiProperty({ description: 'When the tick was recorded' }) at!: string;
}

/** A candle starting at `time` (unix seconds). */
export class CandleResponseDto {
  @ApiProperty() time!: number;
  @ApiProperty() open!: string;
  @ApiProperty() high!: string;
  @ApiProperty() low!: string;
  @ApiProperty() close!: string;
  @ApiProperty({ description: 'Ticks inside the candle' }) ticks!: number;
  @ApiProperty({ description: 'Traded on the spot book, in the base coin; "0" without trades' }) volume!: string;
}
