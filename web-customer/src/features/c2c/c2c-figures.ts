import { Decimal } from '@meridian/money';

/** What the customer transfers for `amount` USDT at `rate`, in the currency's decimals, rounded half up as the server rounds it. */
export const fiatFor = (amount: string, rate: string, decimals: number): string => Decimal.parse(amount).multiply(Decimal.parse(rate), decimals, 'half-up').toString();
