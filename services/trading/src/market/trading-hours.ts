import type { TradingHours } from './instruments';

/**
 * Whether a market trades at `at` (UTC). Forex: Sunday 22:00 to Friday 22:00. US equities:
 * 14:30 to 21:00 on weekdays. CFDs on indices, metals and energy: weekdays with a daily break
 * 21:00-22:00. Crypto: always. Holidays are not modelled.
 */
export function isOpen(hours: TradingHours, at: Date): boolean {
  const day = at.getUTCDay();
  const minutes = at.getUTCHours() * 60 + at.getUTCMinutes();
  switch (hours) {
    case '24x7':
      return true;
    case 'forex':
      if (day === 6) return false;
      if (day === 0) return minutes >= 22 * 60;
      if (day === 5) return minutes < 22 * 60;
      return true;
    case 'us-equity':
      return day >= 1 && day <= 5 && minutes >= 14 * 60 + 30 && minutes < 21 * 60;
    case 'cfd':
      if (day === 6 || (day === 0 && minutes < 22 * 60) || (day === 5 && minutes >= 21 * 60)) return false;
      return !(minutes >= 21 * 60 && minutes < 22 * 60);
    default: {
      const unknown: never = hours;
      throw new Error(`unknown trading hours ${String(unknown)}`);
    }
  }
}
