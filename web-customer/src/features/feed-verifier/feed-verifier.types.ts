// The public record the verifier reads (GET /api/v1/feed/...), as the server's response DTOs.
import type { ApiModel } from '@meridian/contracts';

export type HourCommitment = ApiModel<'HourCommitmentResponseDto'>;
export type RecordedTick = ApiModel<'RecordedTickResponseDto'>;
export type WalkParameters = ApiModel<'WalkParametersResponseDto'>;
export type ClosedPosition = ApiModel<'PositionResponseDto'>;
export type SettledOption = ApiModel<'OptionOrderResponseDto'>;

// A tick some outcome of the customer's names: a position's entry or close, an option's strike or settlement.
export interface NamedTick {
  symbol: string;
  seq: number;
  at: string;
  price: string;
}

export type OutcomeRole = 'entry' | 'close' | 'strike' | 'settlement';

export interface Outcome {
  // The position or option.
  id: string;
  product: 'contract' | 'option';
  role: OutcomeRole;
  tick: NamedTick;
}
