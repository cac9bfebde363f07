import { useMemo } from 'react';
import { useFormat } from '../../shared/format/use-format';
import type { SpotMarket } from './spot.types';

type PairScales = Pick<SpotMarket, 'decimals' | 'quantityDecimals'>;

// Prices with the pair's decimals, quantities with its lot's, quote amounts like prices; grouped the way
// the customer's language groups digits.
export const usePairFormat = ({ decimals, quantityDecimals }: PairScales) => {
  const { decimal, amount, percent, dateTime, time } = useFormat();
  return useMemo(
    () => ({
      price: (value: string) => decimal(value, decimals),
      quantity: (value: string) => amount(value, quantityDecimals),
      quote: (value: string) => amount(value, decimals),
      // An amount exactly as it came (a fee, an estimate), with its own decimals.
      exact: (value: string) => amount(value),
      // A fee rate ('0.001') as the number before its % sign.
      percent,
      dateTime,
      time,
    }),
    [decimal, amount, percent, dateTime, time, decimals, quantityDecimals],
  );
};
