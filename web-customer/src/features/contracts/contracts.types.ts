import type { ApiBody, ApiModel, FitsBodyOf, Holds } from '@meridian/contracts';

// docs/api.md, "Perpetual contracts": what the server answers, generated from its OpenAPI document.
export type ContractTerms = ApiModel<'ContractTermsResponseDto'>;
export type ContractInstrument = ApiModel<'ContractInstrumentResponseDto'>;
export type PositionClose = ApiModel<'PositionCloseResponseDto'>;
export type Position = ApiModel<'PositionResponseDto'>;
export type PositionQuote = ApiModel<'PositionQuoteResponseDto'>;
export type PositionSide = Position['side'];
export type PositionStatusTab = 'open' | 'pending' | 'history';

export interface NewPosition {
  symbol: string;
  side: PositionSide;
  type: 'market' | 'limit';
  price?: string;
  leverage: number;
  lots: string;
  takeProfit?: string | null;
  stopLoss?: string | null;
}
export type NewPositionMatchesServer = Holds<FitsBodyOf<NewPosition, ApiBody<'OpenPositionRequestDto'>>>;

export interface TakeProfitStopLoss {
  takeProfit: string | null;
  stopLoss: string | null;
}
export type TakeProfitStopLossMatchesServer = Holds<FitsBodyOf<TakeProfitStopLoss, ApiBody<'TakeProfitStopLossRequestDto'>>>;
