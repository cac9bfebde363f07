import type { ApiBody, ApiModel, FitsBodyOf, Holds } from '@meridian/contracts';

// docs/api.md, "Delivery options": generated from the server's OpenAPI document.
export type OptionProduct = ApiModel<'OptionProductResponseDto'>;
export type OptionOrder = ApiModel<'OptionOrderResponseDto'>;
export type OptionEligibility = ApiModel<'OptionEligibilityResponseDto'>;
export type OptionDirection = OptionOrder['direction'];

export interface NewOption {
  symbol: string;
  direction: OptionDirection;
  seconds: number;
  amount: string;
}
export type NewOptionMatchesServer = Holds<FitsBodyOf<NewOption, ApiBody<'PlaceOptionRequestDto'>>>;
