/**
 * The two timers of a conversation (docs/support.md), from its recorded times and the platform
 * clock's now: the first response is owed within 15 minutes of the conversation opening (or
 * reopening), its resolution within 24 hours. A timer runs until its moment is recorded.
 */
export const FIRST_RESPONSE_TARGET_MS = 15 * 60_000;
export const RESOLUTION_TARGET_MS = 24 * 3_600_000;

export interface SupportTimer {
  /** Seconds since the cycle started, to the moment recorded or to now while it runs. */
  seconds: number;
  dueAt: string;
  running: boolean;
  late: boolean;
}

function timer(startedAt: Date, endedAt: Date | null, target: number, now: Date): SupportTimer {
  const end = endedAt ?? now;
  const elapsed = Math.max(0, end.getTime() - startedAt.getTime());
  return {
    seconds: Math.floor(elapsed / 1000),
    dueAt: new Date(startedAt.getTime() + target).toISOString(),
    running: endedAt === null,
    late: elapsed > target,
  };
}

export function supportTimers(times: { cycleStartedAt: Date; firstResponseAt: Date | null; resolvedAt: Date | null }, now: Date) {
  return {
    firstResponse: timer(times.cycleStartedAt, times.firstResponseAt ?? times.resolvedAt, FIRST_RESPONSE_TARGET_MS, now),
    resolution: timer(times.cycleStartedAt, times.resolvedAt, RESOLUTION_TARGET_MS, now),
  };
}
