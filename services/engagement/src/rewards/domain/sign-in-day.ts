/**
 * The one day boundary of the daily sign-in, published on /signRule: a day runs from midnight to
 * midnight Hong Kong time (UTC+08:00, no daylight saving), the time the platform's other daily rules
 * use. A sign-in belongs to the day it happens in by that clock.
 */
export const DAY_BOUNDARY = { utcOffsetMinutes: 480, label: 'UTC+08:00', timeZone: 'Asia/Hong_Kong' } as const;

const DAY_MS = 86_400_000;
const OFFSET_MS = DAY_BOUNDARY.utcOffsetMinutes * 60_000;

/** The sign-in day `at` falls in: `YYYY-MM-DD` by the boundary's clock. */
export const signInDay = (at: Date): string => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** The day before a `YYYY-MM-DD` day. */
export const dayBefore = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** When the day after `at`'s day begins (the next sign-in may come then), as an instant. */
export const nextDayStarts = (at: Date): string => new Date(Date.parse(`${signInDay(at)}T00:00:00Z`) + DAY_MS - OFFSET_MS).toISOString();
