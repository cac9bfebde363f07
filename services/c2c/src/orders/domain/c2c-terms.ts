/**
 * The fixed terms of a C2C purchase (docs/c2c.md): what a customer may pay in, how, and for how long an
 * order stands. The rate, the minimum and the maximum are finance's, per currency (`rates/`).
 */

/** The currencies a rate may be published in, each with the decimals its amounts are written with. */
export const FIAT_CURRENCIES = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  TWD: 0,
  CNY: 2,
  JPY: 0,
  KRW: 0,
  THB: 2,
  VND: 0,
  SGD: 2,
  MYR: 2,
  PHP: 2,
  IDR: 0,
  AUD: 2,
  CAD: 2,
} as const;
export type FiatCurrency = keyof typeof FIAT_CURRENCIES;
export const FIATS = Object.keys(FIAT_CURRENCIES) as FiatCurrency[];
export const isFiat = (value: string): value is FiatCurrency => Object.prototype.hasOwnProperty.call(FIAT_CURRENCIES, value);

/** How the customer pays: a transfer inside the currency's country, or an international (SWIFT) wire. */
export const PAYMENT_TYPES = ['bank', 'wire'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** An order is valid this long from its placement; support may extend it, with a reason. */
export const ORDER_VALID_HOURS = 3;
/** The most one extension adds. */
export const MAX_EXTENSION_HOURS = 24;
/** The asset a customer buys. */
export const C2C_ASSET = 'USDT';

const HOUR_MS = 3_600_000;

/** When an order placed at `placedAt` stops being valid. */
export const validUntil = (placedAt: string) => new Date(Date.parse(placedAt) + ORDER_VALID_HOURS * HOUR_MS).toISOString();

/** A deadline moved by `hours` from itself, or from `now` when it has already passed. */
export const extendedDeadline = (expiresAt: string, now: string, hours: number) =>
  new Date(Math.max(Date.parse(expiresAt), Date.parse(now)) + hours * HOUR_MS).toISOString();

/** Half-way between placement and the deadline: when the customer is reminded. */
export const reminderDue = (placedAt: string, expiresAt: string) => {
  const placed = Date.parse(placedAt);
  return new Date(placed + Math.floor((Date.parse(expiresAt) - placed) / 2)).toISOString();
};
