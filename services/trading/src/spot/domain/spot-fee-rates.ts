import { SpotRejection } from './spot-core.types';

/** Fee rates in parts per million of what the customer receives, and who changed them last (null: the defaults). */
export interface SpotFeeRates {
  makerPpm: bigint;
  takerPpm: bigint;
  changedAt: string | null;
  changedBy: string | null;
}

/** The highest fee rate staff may set: 1% (10,000 ppm). */
export const MAX_SPOT_FEE_PPM = 10_000n;
const FEE_RATE = /^(0|[1-9]\d{0,5})(\.\d{1,6})?$/;

/** A fee rate as a decimal fraction (`0.001`) in parts per million; refused unless 0 to 1% in whole ppm. */
export function feeRatePpm(rate: unknown): bigint {
  const match = typeof rate === 'string' ? FEE_RATE.exec(rate) : null;
  if (!match) throw new SpotRejection('spot.feeRateInvalid', { max: feeRateText(MAX_SPOT_FEE_PPM) });
  const ppm = BigInt(match[1]!) * 1_000_000n + BigInt((match[2] ?? '.').slice(1).padEnd(6, '0'));
  if (ppm > MAX_SPOT_FEE_PPM) throw new SpotRejection('spot.feeRateInvalid', { max: feeRateText(MAX_SPOT_FEE_PPM) });
  return ppm;
}

/** Parts per million as the shortest decimal fraction: 1,000 is `0.001`, 0 is `0`. */
export function feeRateText(ppm: bigint): string {
  const fraction = (ppm % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return `${ppm / 1_000_000n}${fraction ? `.${fraction}` : ''}`;
}
