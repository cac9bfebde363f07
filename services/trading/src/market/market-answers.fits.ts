import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { MarketController } from './market.controller';
import type { CandleResponseDto, TickerResponseDto } from './market.response.dto';

// What the routes answer must fit these (libs/http answer-fits.ts).
export type MarketAnswersFit = [
  Fits<EnvelopeDataOf<MarketController, 'currencyAll'>, TickerResponseDto[]>,
  Fits<EnvelopeDataOf<MarketController, 'markets'>, TickerResponseDto[]>,
  Fits<EnvelopeDataOf<MarketController, 'candles'>, CandleResponseDto[]>,
];
