import type { ApiBody, ApiModel } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';

// `GET /subscriptions/coins`, `GET /subscriptions/coins/:symbol`: a coin offered for subscription (docs/subscription.md).
export type CoinOffering = RaRecord & ApiModel<'CoinOfferingResponseDto'>;
export type CoinSubscription = RaRecord & ApiModel<'CoinSubscriptionResponseDto'>;
type CoinOfferingChange = ApiBody<'CoinOfferingRequestDto'>;

type OfferingForm = Omit<CoinOfferingChange, 'reason' | 'startsAt' | 'endsAt' | 'listingDate'> & {
  startsAt: string | Date;
  endsAt: string | Date;
  listingDate: string | Date;
  changeReason?: string;
};

const text = (value: unknown) => String(value ?? '').trim();
const instant = (value: string | Date) => new Date(value).toISOString();
// A date input gives YYYY-MM-DD (or a Date at local midnight when typed in); the API takes the day.
const day = (value: string | Date) =>
  value instanceof Date
    ? `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`
    : text(value).slice(0, 10);

/** The form holds the terms and the reason for this change; the API takes them side by side, numbers as numbers. */
export const coinOfferingChange = (form: OfferingForm): CoinOfferingChange => ({
  name: text(form.name),
  // eslint-disable-next-line money/no-float-conversion -- the coin's number of decimal places
  scale: Number(form.scale),
  issuePrice: text(form.issuePrice),
  issueVolume: text(form.issueVolume),
  circulation: text(form.circulation),
  startsAt: instant(form.startsAt),
  endsAt: instant(form.endsAt),
  listingDate: day(form.listingDate),
  // eslint-disable-next-line money/no-float-conversion -- a number of days
  lockupDays: Number(form.lockupDays),
  feeRate: text(form.feeRate),
  maxPerCustomer: text(form.maxPerCustomer),
  reason: text(form.changeReason),
});

/** Allotment and failure are finance's once the window has closed and before either happened. */
export const decidable = (coin: Pick<CoinOffering, 'phase'>) => coin.phase === 'closed';
