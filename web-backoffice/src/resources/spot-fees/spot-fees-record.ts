import type { ApiBody, ApiModel, FitsBodyOf, Holds } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';
import { staffCan, type StaffRole } from '../../auth/staff-access';
import { compareDecimal, isDecimal } from '../../shared/decimal';

export const SPOT_FEES_ID = 'default';

// `GET/PUT /spot-fees/default`: what new spot orders pay, decimal fractions of what the customer
// receives. A lower rate waits for a second finance member (Proposals); a higher one applies at once
// to orders placed after it.
export type SpotFees = RaRecord & ApiModel<'SpotFeesResponseDto'>;

export type SpotFeesChange = { makerRate: string; takerRate: string; reason: string };
export type SpotFeesChangeMatchesServer = Holds<FitsBodyOf<SpotFeesChange, ApiBody<'SpotFeesDto'>>>;

export const spotFeesChange = (data: Record<string, unknown>): SpotFeesChange => ({
  makerRate: String(data.makerRate ?? '').trim(),
  takerRate: String(data.takerRate ?? '').trim(),
  reason: String(data.reason ?? '').trim(),
});

/** A rate from 0 to `max` with at most six decimals, checked as the server does (decimal strings, never floats). */
export const feeRateProblem = (value: unknown, max: unknown): { message: string; args: { max: string } } | undefined => {
  const text = typeof value === 'string' ? value.trim() : '';
  const limit = typeof max === 'string' && isDecimal(max) ? max : '0.01';
  const ok = isDecimal(text) && !/\.\d{7,}$/.test(text) && compareDecimal(text, limit) !== 1;
  return ok ? undefined : { message: 'app.spot_fees.invalid_rate', args: { max: limit } };
};

/** As a percentage for the screen: 0.001 is 0.1 % (by moving the point, never through a float). */
export const asPercent = (rate: unknown): string => {
  if (!isDecimal(rate)) return '-';
  const [whole = '', fraction = ''] = rate.trim().split('.');
  const digits = `${whole}${fraction.padEnd(2, '0')}`;
  const point = whole.length + 2;
  const units = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(point).replace(/0+$/, '');
  return `${units}${rest ? `.${rest}` : ''} %`;
};

/** The single record: its edit form for those who may change it, read-only otherwise. */
export const spotFeesPath = (roles: readonly StaffRole[]): string =>
  staffCan(roles, 'spot-fees', 'edit') ? `/spot-fees/${SPOT_FEES_ID}` : `/spot-fees/${SPOT_FEES_ID}/show`;
