import { requireStrings, violation } from './contract-check';

/**
 * VIP levels (version 1): accounts owns the funding wallet, so it assesses each customer's level from
 * the published table below (the 30-day average of the funding wallet's USDT balance, each day's
 * closing balance) or takes the level staff set with a reason; earn opens VIP products by it.
 */
export const VIP_SOURCE = 'accounts';
export const VipEvents = {
  /** accounts → earn: a customer's level in force changed (assessed, or set by staff). */
  levelChanged: 'VipLevelChanged',
} as const;

export interface VipLevelRow {
  level: number;
  /** The 30-day average funding balance (USDT) from which the level applies. */
  minAverage: string;
}

/** The published table: level n from the average in its row, up to the next row's. */
export const VIP_LEVELS: readonly VipLevelRow[] = Object.freeze([
  { level: 0, minAverage: '0' },
  { level: 1, minAverage: '1000' },
  { level: 2, minAverage: '10000' },
  { level: 3, minAverage: '50000' },
  { level: 4, minAverage: '200000' },
  { level: 5, minAverage: '1000000' },
]);
export const MAX_VIP_LEVEL = VIP_LEVELS[VIP_LEVELS.length - 1]!.level;

/**
 * The level an average earns, the average given in minor units of USDT (6 places), so the comparison
 * never passes through a float.
 */
export function vipLevelForMinor(averageMinor: bigint): number {
  let level = 0;
  for (const row of VIP_LEVELS) if (averageMinor >= BigInt(row.minAverage) * 1_000_000n) level = row.level;
  return level;
}

export interface VipLevelChangedV1 {
  customerId: string;
  level: number;
  at: string;
}

export function parseVipLevelChangedV1(data: unknown): VipLevelChangedV1 {
  const name = VipEvents.levelChanged;
  const message = requireStrings(name, data, ['customerId', 'at']);
  if (typeof message.level !== 'number' || !Number.isInteger(message.level) || message.level < 0 || message.level > MAX_VIP_LEVEL) violation(name, 'level');
  return message as unknown as VipLevelChangedV1;
}
