import { ApiProperty } from '@nestjs/swagger';
import type { AnswerOf, Fits } from '@meridian/http';
import type { SpotBalance } from '../domain/spot-core.types';
import type { SpotAccountQuery } from './spot-account.query';

/** The customer's spot balance of one coin. */
export class SpotBalanceResponseDto {
  @ApiProperty({ example: 'USDT' }) coin!: string;
  @ApiProperty() available!: string;
  @ApiProperty() frozen!: string;
}

/** One of the customer's own fills. */
export class MyTradeResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() orderId!: string;
  @ApiProperty() symbol!: string;
  @ApiProperty({ enum: ['buy', 'sell'] }) side!: 'buy' | 'sell';
  @ApiProperty({ enum: ['maker', 'taker'] }) role!: 'maker' | 'taker';
  @ApiProperty() price!: string;
  @ApiProperty() quantity!: string;
  @ApiProperty() quoteAmount!: string;
  @ApiProperty() fee!: string;
  @ApiProperty() feeCoin!: string;
  @ApiProperty() at!: string;
}

export type BalanceAnswerFits = Fits<SpotBalance, SpotBalanceResponseDto>;
export type MyTradeAnswerFits = Fits<AnswerOf<SpotAccountQuery, 'myTrades'>[number], MyTradeResponseDto>;
