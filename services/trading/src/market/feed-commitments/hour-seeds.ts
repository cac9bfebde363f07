import { createHmac } from 'node:crypto';
import { commitmentOf } from '@meridian/price-walk';

export { commitmentOf };

const HOUR_MS = 3_600_000;

/** The hour a moment belongs to, as its start: `2026-11-24T16:00:00.000Z`. */
export const hourOf = (at: Date): string => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS).toISOString();

export const nextHour = (hour: string): string => new Date(Date.parse(hour) + HOUR_MS).toISOString();

/** An hour's seed: HMAC-SHA256 of the hour under the platform's secret, hex. Unknowable before it is revealed. */
export const hourSeed = (secret: string, hour: string): string => createHmac('sha256', secret).update(hour).digest('hex');

export interface HourCommitment {
  hour: string;
  commitment: string;
  /** Revealed once the hour has ended; null while it runs or has not begun. */
  seed: string | null;
}

/** The commitments of the `hours` hours before now, this hour and the next; seeds of ended hours only. */
export function commitmentsAround(secret: string, now: Date, hours: number): HourCommitment[] {
  const current = hourOf(now);
  const list: HourCommitment[] = [];
  for (let back = hours; back >= -1; back -= 1) {
    const hour = new Date(Date.parse(current) - back * HOUR_MS).toISOString();
    const seed = hourSeed(secret, hour);
    list.push({ hour, commitment: commitmentOf(seed), seed: back > 0 ? seed : null });
  }
  return list;
}
