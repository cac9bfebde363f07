import { ApiProperty } from '@nestjs/swagger';
import type { AnswerOf, Fits } from '@meridian/http';
import type { SpotMarketDataQuery } from './spot-market-data.query';

/** A trade on the public tape; `side` is the taker's. */
export class PublicTradeResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() price!: string;
  @ApiProperty() quantity!: string;
  @ApiProperty({ enum: ['buy', 'sell'] }) side!: 'buy' | 'sell';
  @ApiProperty() at!: string;
}

export class BookLevelResponseDto {
  @ApiProperty() price!: string;
  @ApiProperty() quantity!: string;
}

/** A spot book's best levels. */
export class DepthResponseDto {
  @ApiProperty() symbol!: string;
  @ApiProperty({ type: [BookLevelResponseDto] }) bids!: BookLevelResponseDto[];
  @ApiProperty({ type: [BookLevelResponseDto] }) asks!: BookLevelResponseDto[];
  @ApiProperty() at!: string;
}

type Answer<K extends keyof SpotMarketDataQuery> = AnswerOf<SpotMarketDataQuery, K>;
export type DepthAnswerFits = Fits<Answer<'depth'>, DepthResponseDto>;
export type PublicTradeAnswerFits = Fits<Answer<'publicTrades'>[number], PublicTradeResponseDto>;
