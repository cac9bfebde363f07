import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { nullableText, type Fits } from '@meridian/http';
import { TickResponseDto } from '../../market/tick.response.dto';
import type { SpotOrderView } from '../domain/spot-core.types';

/** A spot order as its owner reads it (the trading core's order view). */
export class SpotOrderResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() ownerId!: string;
  @ApiProperty({ example: 'BTCUSDT' }) symbol!: string;
  @ApiProperty({ enum: ['buy', 'sell'] }) side!: 'buy' | 'sell';
  @ApiProperty({ enum: ['limit', 'market', 'stop_limit', 'stop_market'] }) type!: 'limit' | 'market' | 'stop_limit' | 'stop_market';
  @ApiProperty({ ...nullableText, description: 'Limit and stop-limit orders' }) price!: string | null;
  @ApiProperty({ ...nullableText, description: 'Limit orders, market sells, market buys by quantity' }) quantity!: string | null;
  @ApiProperty({ ...nullableText, description: 'Market buys by amount: the most to spend' }) quoteAmount!: string | null;
  @ApiProperty({ ...nullableText, description: 'Stop orders: the price whose recorded tick sends the order to the book' }) stopPrice!: string | null;
  @ApiProperty({ enum: ['gtc', 'ioc', 'fok', 'post_only'] }) timeInForce!: 'gtc' | 'ioc' | 'fok' | 'post_only';
  @ApiProperty({ ...nullableText, description: 'Both legs of a one-cancels-the-other pair' }) ocoId!: string | null;
  @ApiProperty({ type: TickResponseDto, nullable: true, description: 'The recorded tick that triggered a stop order' })
  triggerTick!: TickResponseDto | null;
  @ApiProperty() filledQuantity!: string;
  @ApiProperty() filledQuote!: string;
  @ApiProperty(nullableText) averagePrice!: string | null;
  @ApiProperty() fee!: string;
  @ApiProperty() feeCoin!: string;
  @ApiProperty({ enum: ['untriggered', 'open', 'partially_filled', 'filled', 'cancelled'] })
  status!: 'untriggered' | 'open' | 'partially_filled' | 'filled' | 'cancelled';
  @ApiProperty({ ...nullableText, enum: ['user', 'ioc', 'market-remainder', 'self-trade', 'no-liquidity', 'budget', 'fok', 'post-only', 'oco'] })
  cancelReason!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
  @ApiPropertyOptional({ description: 'A market buy by amount that bought all it could: what came back' }) unspent?: string;
}

export type OrderAnswerFits = Fits<SpotOrderView, SpotOrderResponseDto>;
